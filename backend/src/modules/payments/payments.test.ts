import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints, type EndpointBody } from '@vitrina/contracts';
import type { PaymentCallbackBody } from '@vitrina/contracts/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/database.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { failureOf } from '../accounts/users/users.test-helpers.ts';
import { pickProducts, type TestProduct } from '../cart/cart.test-helpers.ts';
import { startFakeGateway, type FakeGateway } from './fake-gateway.ts';
import { resultMessage, signGateway } from './gateway-signature.ts';

type PlaceBody = EndpointBody<typeof endpoints.placeOrder>;
const storefrontUrl = 'http://shop.test';

const placeBody = (shipperId: number, paymentId: number): PlaceBody => ({
  name: 'Jana Nováková',
  email: 'jana.payments@example.com',
  phone: '+420 777 123 456',
  billing_address: { street: 'Dlouhá 12', city: 'Praha', postcode: '110 00', countryCode: 'CZE' },
  terms: true,
  shipper_id: shipperId,
  payment_id: paymentId,
});

/** A shipper without branches and its card and bank-transfer payments. */
async function checkoutChoice(api: TestApp) {
  const shippers = (await api.call(endpoints.shippers, {})).data;
  const shipper = shippers.find((candidate) => !candidate.hasBranches) ?? shippers[0];
  const payments = (
    await api.call(endpoints.cartPayments, { query: { shipperId: shipper?.id ?? 0 } })
  ).data;
  return {
    shipper_id: shipper?.id ?? 0,
    card: payments.find((payment) => payment.type === 'CARD_ONLINE')?.id ?? 0,
    bankTransfer: payments.find((payment) => payment.type === 'BANK_TRANSFER')?.id ?? 0,
  };
}

/** The test app with its mails written to a temporary folder. */
const appOptions = (cardGateway: { url: string; secret: string }, notifyUrl?: string) => ({
  accounts: { storefrontUrl },
  mail: { outboxDir: mkdtempSync(join(tmpdir(), 'vitrina-payments-outbox-')) },
  payments: { cardGateway, notifyUrl },
});

/**
 * A local hop to the test app, whose port is known only once it listens (after its options are
 * read): the gateway's notifications reach the back end through it, as they would a public URL.
 */
async function startRelay(target: () => string) {
  const server = createServer((request, response) => {
    void (async () => {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      const answer = await fetch(`${target()}${request.url}`, {
        method: request.method,
        headers: { 'content-type': String(request.headers['content-type']) },
        body,
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(await answer.text());
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabases)('online payments through the card gateway on $name', (database) => {
  const gateway = {} as FakeGateway;
  const relay = {} as Awaited<ReturnType<typeof startRelay>>;
  beforeAll(async () => {
    Object.assign(gateway, await startFakeGateway());
    Object.assign(relay, await startRelay(() => api.baseUrl));
  });
  afterAll(async () => {
    await gateway.close?.();
    await relay.close?.();
  });
  const api = useTestApp(database, undefined, () =>
    appOptions(
      { url: gateway.url, secret: gateway.secret },
      `${relay.url}/api/v1/payments/callback`,
    ),
  );

  let products: TestProduct[] = [];
  let choice = { shipper_id: 0, card: 0, bankTransfer: 0 };
  beforeAll(async () => {
    products = await pickProducts(api.handle, 8, 20);
    choice = await checkoutChoice(api);
  });

  let nextProduct = 0;
  /** A guest cart with one piece of a product no other test in this file uses. */
  async function guestCart(): Promise<string> {
    const product = products[nextProduct++ % products.length];
    const added = await api.call(endpoints.addCartItem, {
      body: { id: product?.variantIds[0] ?? 0, type: 'variant', amount: 1 },
    });
    return added.meta.custom ?? '';
  }
  const body = (paymentId: number) => placeBody(choice.shipper_id, paymentId);
  const placeCard = (cartToken: string) =>
    api.call(endpoints.placeOrder, { body: body(choice.card) }, { cartToken });

  /** What the shopper's browser does on the hosted page: press a button, follow the redirect. */
  async function payOnGateway(
    redirectUrl: string,
    result: 'paid' | 'cancelled' | 'failed',
  ): Promise<PaymentCallbackBody> {
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button name="result" value="paid">');
    const pressed = await fetch(redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `result=${result}`,
      redirect: 'manual',
    });
    expect(pressed.status).toBe(303);
    const back = new URL(pressed.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${storefrontUrl}/checkout/payment/callback`);
    const query = Object.fromEntries(back.searchParams);
    return { ...query, amount: Number(query.amount) } as PaymentCallbackBody;
  }
  /** What the storefront's callback page does with the returned query. */
  const forward = (result: PaymentCallbackBody) =>
    api.call(endpoints.paymentCallback, { body: result });
  const orderOf = async (token: string) =>
    (await api.call(endpoints.orderByToken, { params: { token } })).data;
  const attemptsOf = (orderId: number) =>
    selectRows<{ status: string; settled: boolean }>(
      api.handle.db,
      sql`select status, settled_at is not null as settled from payment_transactions
          where order_id = ${orderId} order by created_at, id`,
    );

  it('places a card order, sends the shopper to the gateway and records the payment', async () => {
    const { data: order, meta } = await placeCard(await guestCart());
    expect(order.paymentStatus).toBe('pending');
    expect(meta.payment?.redirectUrl).toMatch(new RegExp(`^${gateway.url}/pay/`));
    const paymentId = meta.payment?.redirectUrl.split('/').pop() ?? '';
    expect(gateway.payments.get(paymentId)).toMatchObject({
      amount: order.prices.totalWithTax,
      currency: 'CZK',
      description: `Order ${order.code}`,
    });
    const result = await payOnGateway(meta.payment?.redirectUrl ?? '', 'paid');
    const answer = await forward(result);
    expect(answer.data).toEqual({
      orderCode: order.code,
      paymentStatus: 'paid',
      token: meta.token,
    });
    expect((await orderOf(meta.token)).paymentStatus).toBe('paid');
    // Paid: no new attempt.
    const again = await failureOf(
      api.call(endpoints.orderPayment, { params: { token: meta.token } }),
    );
    expect(again.status).toBe(409);
  });

  it('takes the result the gateway posts itself, before the shopper is back', async () => {
    const { meta } = await placeCard(await guestCart());
    const sent = gateway.notifications.length;
    // Paid on the gateway; the storefront never forwards the return.
    await payOnGateway(meta.payment?.redirectUrl ?? '', 'paid');
    expect(gateway.notifications.slice(sent)).toEqual([
      expect.objectContaining({ status: 200, body: expect.objectContaining({ status: 'paid' }) }),
    ]);
    expect((await orderOf(meta.token)).paymentStatus).toBe('paid');
  });

  it('lets a cancelled payment be tried again, with a new gateway payment, and paid', async () => {
    const { meta } = await placeCard(await guestCart());
    const first = meta.payment?.redirectUrl ?? '';
    const cancelled = await forward(await payOnGateway(first, 'cancelled'));
    expect(cancelled.data.paymentStatus).toBe('cancelled');
    expect((await orderOf(meta.token)).paymentStatus).toBe('cancelled');

    const retry = await api.call(endpoints.orderPayment, { params: { token: meta.token } });
    expect(retry.data.paymentStatus).toBe('pending');
    expect(retry.data.payment.redirectUrl).not.toBe(first);
    // Asking again while it is open answers the same page.
    const open = await api.call(endpoints.orderPayment, { params: { token: meta.token } });
    expect(open.data.payment.redirectUrl).toBe(retry.data.payment.redirectUrl);
    expect((await orderOf(meta.token)).paymentStatus).toBe('pending');

    const paid = await forward(await payOnGateway(retry.data.payment.redirectUrl, 'paid'));
    expect(paid.data.paymentStatus).toBe('paid');
    expect(
      (await attemptsOf((await orderOf(meta.token)).id)).map((attempt) => attempt.status),
    ).toEqual(['cancelled', 'paid']);
  });

  it('refuses a forged result with 403 and leaves the payment as it was', async () => {
    const { meta } = await placeCard(await guestCart());
    const redirectUrl = meta.payment?.redirectUrl ?? '';
    const paymentId = redirectUrl.split('/').pop() ?? '';
    const payment = gateway.payments.get(paymentId);
    // Everything a forger could learn, signed with anything but the shared secret.
    const claim = {
      paymentId,
      reference: payment?.reference ?? '',
      status: 'paid' as const,
      amount: payment?.amount ?? 0,
      currency: payment?.currency ?? '',
    };
    const otherKey = signGateway('not the shared secret at all, really', resultMessage(claim));
    const forged = await failureOf(forward({ ...claim, signature: otherKey }));
    expect(forged.status).toBe(403);
    expect(forged.errors[0]).toMatchObject({ field: 'signature', code: 'forbidden' });
    const raw = await fetch(`${api.baseUrl}/api/v1/payments/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...claim, signature: 'f'.repeat(64) }),
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ data: { errors: [{ code: 'forbidden' }] } });
    expect((await orderOf(meta.token)).paymentStatus).toBe('pending');

    // A genuine result with its status changed is refused too; the genuine one stands.
    const failed = await payOnGateway(redirectUrl, 'failed');
    expect((await failureOf(forward({ ...failed, status: 'paid' }))).status).toBe(403);
    expect((await orderOf(meta.token)).paymentStatus).toBe('failed');
  });

  it('applies a repeated result once', async () => {
    const { data: order, meta } = await placeCard(await guestCart());
    const result = await payOnGateway(meta.payment?.redirectUrl ?? '', 'paid');
    const first = await forward(result);
    const [paidAt] = await selectRows<{ paidAt: string }>(
      api.handle.db,
      sql`select paid_at::text as "paidAt" from orders where id = ${order.id}`,
    );
    const second = await forward(result);
    expect(second).toEqual(first);
    const [paidAtAfter] = await selectRows<{ paidAt: string }>(
      api.handle.db,
      sql`select paid_at::text as "paidAt" from orders where id = ${order.id}`,
    );
    expect(paidAtAfter?.paidAt).toBe(paidAt?.paidAt);
    expect(await attemptsOf(order.id)).toEqual([{ status: 'paid', settled: true }]);
  });

  it('settles concurrent and contradicting results one way', async () => {
    const { data: order, meta } = await placeCard(await guestCart());
    const paid = await payOnGateway(meta.payment?.redirectUrl ?? '', 'paid');
    // A contradicting result, signed as the gateway would: only one of the two may win.
    const failed = { ...paid, status: 'failed' as const };
    failed.signature = signGateway(gateway.secret, resultMessage(failed));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => forward(index % 2 ? failed : paid)),
    );
    const attempts = await attemptsOf(order.id);
    expect(attempts).toHaveLength(1);
    const final = (await orderOf(meta.token)).paymentStatus;
    expect(final).toBe(attempts[0]?.status);
    // Every answer after the first reports the outcome that won; none a mix.
    expect(new Set(answers.map((answer) => answer.data.paymentStatus)).size).toBe(1);
    expect(answers[0]?.data.paymentStatus).toBe(final);
  });

  it('gives one gateway payment to concurrent placements of one cart', async () => {
    const cartToken = await guestCart();
    const before = gateway.payments.size;
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeCard(cartToken)));
    const urls = new Set(answers.map((answer) => answer.meta.payment?.redirectUrl));
    expect(urls.size).toBe(1);
    expect([...urls][0]).toBeTruthy();
    expect(gateway.payments.size).toBe(before + 1);
  });

  it('does not send an order paid by bank transfer to the gateway', async () => {
    const cartToken = await guestCart();
    const { data, meta } = await api.call(
      endpoints.placeOrder,
      { body: body(choice.bankTransfer) },
      { cartToken },
    );
    expect([data.paymentStatus, meta.payment]).toEqual(['not_required', null]);
    const refused = await failureOf(
      api.call(endpoints.orderPayment, { params: { token: meta.token } }),
    );
    expect(refused.status).toBe(409);
  });
});

// One database is enough: this is about the gateway, not the SQL.
describe.each(testDatabases.slice(0, 1))(
  'a card order while the gateway is down on $name',
  (database) => {
    // A closed port: every call to the gateway fails.
    const api = useTestApp(database, undefined, () =>
      appOptions({ url: 'http://127.0.0.1:9', secret: 'x'.repeat(32) }),
    );

    it('is placed all the same; paying answers 503 until the gateway is back', async () => {
      const [product] = await pickProducts(api.handle, 1, 30);
      const added = await api.call(endpoints.addCartItem, {
        body: { id: product?.variantIds[0] ?? 0, type: 'variant', amount: 1 },
      });
      const choice = await checkoutChoice(api);
      const { data, meta } = await api.call(
        endpoints.placeOrder,
        { body: placeBody(choice.shipper_id, choice.card) },
        { cartToken: added.meta.custom ?? '' },
      );
      expect([data.paymentStatus, meta.payment]).toEqual(['pending', null]);
      const retry = await failureOf(
        api.call(endpoints.orderPayment, { params: { token: meta.token } }),
      );
      expect(retry.status).toBe(503);
      expect(retry.errors[0]?.code).toBe('gateway_unavailable');
    });
  },
);
