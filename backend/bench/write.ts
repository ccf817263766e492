import { sql } from 'drizzle-orm';
import { selectRows, type DatabaseHandle } from '../src/db/database.ts';
import { pickProducts, setStock, stockOf } from '../src/modules/cart/cart.test-helpers.ts';
import type { Usage } from './backend.ts';
import { summarise, type Summary } from './stats.ts';

/** What the write scenarios found: latencies, placing throughput and the stock check. */
export interface WriteResults {
  rows: Summary[];
  /**
   * Statements one shopper alone sends the database per call (a new cart's first add, a second
   * add, a place): the cost the latencies are made of, which does not depend on how busy the
   * machine is. Empty when the database handle does not count them.
   */
  statements: { call: string; count: number }[];
  shoppers: number;
  placed: number;
  soldOut: number;
  ordersPerSecond: number;
  /** Pieces sold beyond the stock there was, over the scenario's variants: must be 0. */
  oversold: number;
}

const headers = { 'x-locale': 'cs', 'x-currency': 'CZK', 'content-type': 'application/json' };

async function post(base: string, path: string, body: unknown, cartToken?: string) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: cartToken ? { ...headers, 'x-cart-token': cartToken } : headers,
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { meta?: { custom?: string } };
  return { ms: performance.now() - started, status: response.status, answer };
}

/** Adds per shopper in the paced scenario: about as many seconds as it lasts. */
const pacedRounds = 20;

/**
 * Add to cart at a shopper's pace: each of `shoppers` adds a piece to a new cart, then looks at
 * the page for 0.5–1.5 s (about one add a second each) before the next, `rounds` times. The
 * flat-out scenario measures what the back end can take (every shopper sends the next call the
 * moment an answer arrives, so its latency is mostly queueing); this one measures what a shopper
 * waits for while that many others shop at once. The carts are never placed.
 */
async function pacedAdds(
  base: string,
  variants: readonly number[],
  shoppers: number,
  rounds: number,
): Promise<Summary> {
  const samples: number[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: shoppers }, async (_, shopper) => {
      // Shoppers start spread over the first second, as they would arrive.
      await sleep(Math.random() * 1000);
      for (let round = 0; round < rounds; round++) {
        const variantId = variants[(shopper + round) % variants.length];
        const { ms, status } = await post(base, '/api/v1/cart/items', {
          id: variantId,
          type: 'variant',
          amount: 1,
        });
        samples.push(ms);
        if (status !== 200) failures += 1;
        await sleep(500 + Math.random() * 1000);
      }
    }),
  );
  return summarise(`add to cart (${shoppers} shoppers, ~1 add/s each)`, samples, failures);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` for every item with `shoppers` of them in flight at once, like that many browsers. */
async function concurrently<T>(
  items: readonly T[],
  shoppers: number,
  work: (item: T) => Promise<void>,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
  return performance.now() - started;
}

const placeBody = {
  name: 'Jana Nováková',
  email: 'bench@example.com',
  phone: '+420 777 123 456',
  billing_address: { street: 'Dlouhá 12', city: 'Praha', postcode: '110 00', countryCode: 'CZE' },
  terms: true,
};

/**
 * One shopper alone, on a product of its own: a new cart's first add, a second add of the same
 * product, then placing that cart, each with the statements it sent the database.
 */
async function countStatements(
  base: string,
  handle: DatabaseHandle,
  productId: number,
  variantId: number,
  options: {
    usage: () => Promise<Usage>;
    placeBody: object;
    /** Where to say which call the statements that follow belong to (with their texts listed). */
    log?: (line: string) => void;
  },
): Promise<{ call: string; count: number }[]> {
  await setStock(handle, productId, 10);
  const counted = async (call: string, send: () => Promise<{ status: number }>) => {
    options.log?.(`${call}:`);
    const before = (await options.usage()).statements;
    const { status } = await send();
    if (status !== 200) throw new Error(`${call} answered ${status}`);
    return { call, count: (await options.usage()).statements - before };
  };
  const item = { id: variantId, type: 'variant', amount: 1 };
  let cartToken: string | undefined;
  const first = await counted('add to cart (new cart)', async () => {
    const answer = await post(base, '/api/v1/cart/items', item);
    cartToken = answer.answer.meta?.custom;
    return answer;
  });
  const second = await counted('add to cart (same product again)', () =>
    post(base, '/api/v1/cart/items', item, cartToken),
  );
  const place = await counted('place order (one line)', () =>
    post(base, '/api/v1/cart/place', options.placeBody, cartToken),
  );
  return [first, second, place];
}

/** What the `--count` measurements need: the back end's usage counters and a checkout choice. */
interface CheckoutProbe {
  usage: () => Promise<Usage>;
  choice: { shipper_id: number; payment_id: number };
}

/**
 * `bench:api --count`: the statements of a new cart's first add, a second add and a place, one
 * shopper alone, counted on the second round (the first warms what a running shop has warm: the
 * dictionaries, the order-link key; the database has had an order before).
 */
export async function countWriteStatements(
  base: string,
  handle: DatabaseHandle,
  options: CheckoutProbe & { log?: (line: string) => void },
): Promise<{ call: string; count: number }[]> {
  const [probe] = await pickProducts(handle, 1);
  if (!probe) throw new Error('no saleable product to count with');
  const variantId = probe.variantIds[0] ?? 0;
  const body = { ...placeBody, ...options.choice };
  await countStatements(base, handle, probe.productId, variantId, {
    ...options,
    placeBody: body,
    log: undefined,
  });
  options.log?.('counted round:');
  return countStatements(base, handle, probe.productId, variantId, { ...options, placeBody: body });
}

/** A shipper without branches and the bank-transfer payment: no gateway in the measurement. */
export async function checkoutChoice(base: string) {
  const get = async (path: string) =>
    ((await (await fetch(`${base}${path}`, { headers })).json()) as { data: unknown }).data;
  const shippers = (await get('/api/v1/shippers')) as { id: number; hasBranches: boolean }[];
  const shipper = shippers.find((candidate) => !candidate.hasBranches);
  const payments = (await get(`/api/v1/cart/payments?shipperId=${shipper?.id}`)) as {
    id: number;
    type: string;
  }[];
  const payment = payments.find((candidate) => candidate.type === 'BANK_TRANSFER');
  if (!shipper || !payment) throw new Error('no shipper without branches or bank transfer');
  return { shipper_id: shipper.id, payment_id: payment.id };
}

/**
 * The write side with `shoppers` concurrent shoppers: adds at a shopper's pace (`pacedAdds`), then
 * flat out: `orders` guests each put one piece of one of `products` products in a new cart (add to
 * cart), then all carts are placed at once (place order). Each product has `orders / products / 2`
 * pieces, so half the placements find it sold out (409): the stock locks are contended, as on a
 * sale, and nothing may be sold twice.
 */
export async function measureWrites(
  base: string,
  handle: DatabaseHandle,
  {
    shoppers,
    orders,
    products: productCount,
    usage,
  }: {
    shoppers: number;
    orders: number;
    products: number;
    /** What the back end has spent so far (statements, CPU time), if it can tell. */
    usage?: () => Promise<Usage>;
  },
): Promise<WriteResults> {
  const [probe, ...products] = await pickProducts(handle, productCount + 1);
  if (!probe || products.length === 0) throw new Error('not enough saleable products to measure');
  const stock = Math.max(1, Math.floor(orders / products.length / 2));
  for (const product of products) await setStock(handle, product.productId, stock);
  const variants = products.map((product) => product.variantIds[0] ?? 0);
  const soldBefore = await soldPieces(handle, variants);
  const choice = await checkoutChoice(base);
  // Warm-up, not measured: every pooled connection opened (a new PostgreSQL backend plans its
  // first statements with cold catalogue caches, and each connection prepares a transaction's
  // statements the first time it runs them) and the process's code paths run (adding and
  // placing), as in a shop that has been serving for a while. Guest carts of the probe product,
  // with a piece more than they take: none is refused, and none sells the product out.
  const probeVariant = probe.variantIds[0] ?? 0;
  const warmups = shoppers * 2;
  await setStock(handle, probe.productId, warmups + 1);
  await concurrently(Array.from({ length: warmups }), shoppers, async () => {
    const added = await post(base, '/api/v1/cart/items', {
      id: probeVariant,
      type: 'variant',
      amount: 1,
    });
    const cartToken = added.answer.meta?.custom;
    if (cartToken) await post(base, '/api/v1/cart/place', { ...placeBody, ...choice }, cartToken);
  });
  await outboxDrained(handle);
  // Counted warm, as the calls below run (the dictionaries cached, the statements prepared).
  const statements = usage
    ? await countStatements(base, handle, probe.productId, probeVariant, {
        usage,
        placeBody: { ...placeBody, ...choice },
      })
    : [];
  await outboxDrained(handle);

  const paced = await pacedAdds(base, variants, shoppers, pacedRounds);

  const adds: number[] = [];
  const carts: string[] = [];
  let addFailures = 0;
  const plan = Array.from({ length: orders }, (_, index) => variants[index % variants.length]);
  await concurrently(plan, shoppers, async (variantId) => {
    const { ms, status, answer } = await post(base, '/api/v1/cart/items', {
      id: variantId,
      type: 'variant',
      amount: 1,
    });
    adds.push(ms);
    if (status === 200 && answer.meta?.custom) carts.push(answer.meta.custom);
    else addFailures += 1;
  });

  const places: number[] = [];
  let placed = 0;
  let soldOut = 0;
  let placeFailures = 0;
  const body = { ...placeBody, ...choice };
  const wallMs = await concurrently(carts, shoppers, async (cartToken) => {
    const { ms, status } = await post(base, '/api/v1/cart/place', body, cartToken);
    places.push(ms);
    if (status === 200) placed += 1;
    else if (status === 409) soldOut += 1;
    else placeFailures += 1;
  });

  const sold = (await soldPieces(handle, variants)) - soldBefore;
  const [left] = await selectRows<{ pieces: number }>(
    handle.db,
    sql`select coalesce(sum(quantity), 0)::int as pieces from variant_stock
        where variant_id = any(${`{${variants.join(',')}}`}::int[])`,
  );
  const initial = stock * variants.length;
  return {
    statements,
    rows: [
      summarise(`add to cart (${shoppers} shoppers)`, adds, addFailures),
      paced,
      summarise(`place order (${shoppers} shoppers)`, places, placeFailures),
    ],
    shoppers,
    placed,
    soldOut,
    ordersPerSecond: placed / (wallMs / 1000),
    oversold: Math.max(0, sold - initial) + Math.max(0, -(left?.pieces ?? 0)),
  };
}

/**
 * Waits until the back end's mail sender has sent the warm-up orders' e-mails, so that their work
 * does not fall into the measured calls (the measured orders' own e-mails do: that is a shop's).
 */
async function outboxDrained(handle: DatabaseHandle, timeoutMs = 15_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const [row] = await selectRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from mail_outbox`,
    );
    if (!row?.count) return;
    if (performance.now() > until) throw new Error(`${row.count} e-mails still in the outbox`);
    await sleep(100);
  }
}

/** Pieces of these variants in all orders so far. */
async function soldPieces(handle: DatabaseHandle, variants: readonly number[]): Promise<number> {
  const [row] = await selectRows<{ pieces: number }>(
    handle.db,
    sql`select coalesce(sum(amount), 0)::int as pieces from order_items
        where kind = 'product' and variant_id = any(${`{${variants.join(',')}}`}::int[])`,
  );
  return row?.pieces ?? 0;
}

/** The back end's own cost of one kind of call, averaged over many: CPU time and statements. */
export interface CallCost {
  call: string;
  calls: number;
  cpuMs: number;
  userMs: number;
  systemMs: number;
  statements: number;
  databaseWrites: number;
}

/**
 * `bench:api --count`: the back end's CPU time per call, which (unlike latency) hardly depends on
 * how busy the machine is. One shopper, one call at a time: `calls` new carts each get a first
 * add, then each a second add of the same product, then each is placed while its product is sold
 * out (409), then placed with stock; each phase is measured as a whole (the back end's CPU time
 * and statements over it, divided by `calls`), after a warm-up round of the same calls. The
 * shoppers' client runs in another process than the back end.
 */
export async function measureCallCosts(
  base: string,
  handle: DatabaseHandle,
  options: CheckoutProbe & { calls: number; warmup: number },
): Promise<CallCost[]> {
  const [probe] = await pickProducts(handle, 1);
  if (!probe) throw new Error('no saleable product to measure with');
  const item = { id: probe.variantIds[0] ?? 0, type: 'variant', amount: 1 };
  const body = { ...placeBody, ...options.choice };
  await setStock(handle, probe.productId, 2 * (options.calls + options.warmup) + 10);
  const phase = async (
    call: string,
    n: number,
    send: (index: number) => Promise<number>,
    expected = 200,
  ) => {
    const before = await options.usage();
    for (let index = 0; index < n; index++) {
      const status = await send(index);
      if (status !== expected) throw new Error(`${call} answered ${status}`);
    }
    const after = await options.usage();
    return {
      call,
      calls: n,
      cpuMs: (after.cpuMs - before.cpuMs) / n,
      userMs: (after.userMs - before.userMs) / n,
      systemMs: (after.systemMs - before.systemMs) / n,
      statements: (after.statements - before.statements) / n,
      databaseWrites: (after.databaseWrites - before.databaseWrites) / n,
    };
  };
  const round = async (n: number) => {
    const carts: string[] = [];
    const first = await phase('add to cart (new cart)', n, async () => {
      const { status, answer } = await post(base, '/api/v1/cart/items', item);
      if (answer.meta?.custom) carts.push(answer.meta.custom);
      return status;
    });
    const second = await phase('add to cart (same product again)', n, async (index) => {
      return (await post(base, '/api/v1/cart/items', item, carts[index])).status;
    });
    // The same carts placed while their product is sold out (409), then with stock again.
    const stock = await stockOf(handle, item.id);
    await setStock(handle, probe.productId, 0);
    const placeCart = async (index: number) =>
      (await post(base, '/api/v1/cart/place', body, carts[index])).status;
    const soldOut = await phase('place order (sold out)', n, placeCart, 409);
    await setStock(handle, probe.productId, stock);
    const place = await phase('place order (one line)', n, placeCart);
    return [first, second, soldOut, place];
  };
  if (options.warmup > 0) await round(options.warmup);
  return round(options.calls);
}
