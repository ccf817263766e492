import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompany, startFakeAres } from '../../../testing/fakeAres.ts';
import { startRealBackend } from '../../../testing/realBackend.ts';
import { requestContext } from '../../request/requestContext.ts';
import { resolveRequestContext } from '../../request/resolveRequestContext.server.ts';
import { changeCart } from '../cart/cart.server.ts';
import { methodsCookie } from './checkoutMethods.server.ts';
import { companyLookup } from './companyLookup.server.ts';
import {
  detailsStepAction,
  loadDetailsStep,
  type DetailsActionData,
  type DetailsStepData,
} from './deliveryDetails.server.ts';

// The seed (backend/src/seed/data/shipping.ts): shippers 1 store pick-up, 2 pick-up points
// (PICKUP_NETWORK, no address), 4 PPL courier; payments 2 bank transfer, 3 cash on delivery.
const pickUpPoints = 2;
const courier = 4;
// Shipper 5 (EXPRESS) delivers in a window the shopper chooses; it takes a card (payment 1).
const express = 5;
const card = 1;
const bankTransfer = 2;
const cashOnDelivery = 3;

let backend: Awaited<ReturnType<typeof startRealBackend>>;
let ares: Awaited<ReturnType<typeof startFakeAres>>;

interface Variant {
  id: number;
  availability: { isAvailable: boolean; checkStock: boolean; stock: number };
  prices: { unitWithTax: number };
}

let variants: Variant[] = [];

async function contextFor(request: Request) {
  const context = new RouterContextProvider();
  context.set(requestContext, await resolveRequestContext(request, new URL(request.url)));
  return context;
}

/** A guest's cart (its cookie) with `amount` of a variant, put there as the add form does. */
async function guestCart(variantId = variants[0]!.id, amount = 1): Promise<string> {
  const guest = await resolveRequestContext(
    new Request('http://shop.example/kosik'),
    new URL('http://shop.example/kosik'),
  );
  const added = await changeCart(
    guest,
    { kind: 'add', variantId, amount, forCredits: false },
    new AbortController().signal,
  );
  if (!added.ok) throw new Error(added.refusal.error.title);
  return (added.cookies[0] ?? '').split(';')[0] ?? '';
}

const methods = (
  shipperId: number,
  paymentId: number,
  branchId: number | null = null,
  slotId: string | null = null,
) => methodsCookie({ shipperId, paymentId, branchId, slotId }, false).split(';')[0]!;

async function load(path: string, cookie: string) {
  const request = new Request(`http://shop.example${path}`, { headers: { cookie } });
  return loadDetailsStep(await contextFor(request), request);
}

async function post(path: string, cookie: string, fields: Record<string, string>) {
  const request = new Request(`http://shop.example${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return detailsStepAction(await contextFor(request), request);
}

function step(answer: Awaited<ReturnType<typeof load>>): DetailsStepData {
  if (answer instanceof Response)
    throw new Error(`redirected to ${answer.headers.get('Location')}`);
  return answer;
}

function refusal(answer: Awaited<ReturnType<typeof post>>, status: number): DetailsActionData {
  if (answer instanceof Response)
    throw new Error(`redirected to ${answer.headers.get('Location')}`);
  expect(answer.init?.status).toBe(status);
  return answer.data;
}

function location(answer: Awaited<ReturnType<typeof post>>): string {
  if (!(answer instanceof Response))
    throw new Error(`not redirected: ${JSON.stringify(answer.data)}`);
  expect(answer.status).toBe(303);
  return answer.headers.get('Location') ?? '';
}

async function orderByToken(token: string) {
  const response = await fetch(`${backend.origin}/api/v1/orders/token/${token}`, {
    headers: { 'x-locale': 'cs' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: OrderView }).data;
}

interface OrderView {
  id: number;
  code: string;
  customer: { email: string; name: string; businessName: string | null; tin: string | null };
  billingAddress: { street: string; city: string; postcode: string; countryCode: string };
  shippingAddress: { street: string; city: string; name: string };
  shipper: { id: number };
  payment: { id: number };
  branchId: number | null;
  deliveryDate: string | null;
  deliverySlot: string | null;
  attributes: { priceComparisonConsent: boolean };
  items: { kind: string; name: string; totalWithTax: number }[];
  comment: string | null;
  prices: { totalWithTax: number; itemsWithTax: number };
}

const guestDetails = {
  email: 'jana.novakova@example.cz',
  name: 'Jana Nováková',
  phone: '+420 777 123 456',
  street: 'Dlouhá',
  houseNumber: '12',
  city: 'Praha',
  postcode: '110 00',
  country: 'CZE',
  note: '  Zvonit dvakrát  ',
};

const tokenOf = (path: string) => new URL(path, 'http://shop.example').searchParams.get('order')!;

beforeAll(async () => {
  ares = await startFakeAres();
  process.env.ARES_URL = ares.url;
  backend = await startRealBackend();
  const response = await fetch(
    `${backend.origin}/content/catalog/product?ids=${Array.from({ length: 40 }, (_, i) => i + 1).join(',')}`,
    { headers: { 'x-locale': 'cs' } },
  );
  const { data } = (await response.json()) as { data: { variants: Variant[] }[] };
  variants = data
    .flatMap((product) => product.variants)
    .filter((variant) => variant.availability.isAvailable && variant.prices.unitWithTax > 0);
  if (variants.length < 3) throw new Error('the seed has too few orderable variants');
}, 300_000);

afterAll(async () => {
  await backend?.stop();
  await ares?.close();
  delete process.env.ARES_URL;
});

describe('the delivery-details step against the real back end', () => {
  it('sends a shopper without a cart to the cart, without a choice to shipping and payment', async () => {
    for (const [path, cart] of [
      ['/kosik/dodaci-udaje', '/kosik'],
      ['/en/cart/delivery-details', '/en/cart'],
    ] as const) {
      const answer = (await load(path, '')) as Response;
      expect(answer.status).toBe(303);
      expect(answer.headers.get('Location')).toBe(cart);
      expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    }
    const cart = await guestCart();
    const none = (await load('/kosik/dodaci-udaje', cart)) as Response;
    expect(none.headers.get('Location')).toBe('/kosik/doprava-a-platba');
    // A pick-up shipper without its branch, and a payment it blocks, are no choice either.
    for (const cookie of [methods(pickUpPoints, cashOnDelivery), methods(1, cashOnDelivery, 1)]) {
      const answer = (await load('/en/cart/delivery-details', `${cart}; ${cookie}`)) as Response;
      expect(answer.headers.get('Location')).toBe('/en/cart/shipping-and-payment');
    }
  });

  it('shows the validated cart, the chosen methods and the countries, CZE among them', async () => {
    const cart = await guestCart();
    const data = step(
      await load('/kosik/dodaci-udaje', `${cart}; ${methods(courier, bankTransfer)}`),
    );
    expect(data.cart.items).toHaveLength(1);
    expect(data.choice.shipper.id).toBe(courier);
    expect(data.choice.payment.id).toBe(bankTransfer);
    expect(data.choice.branch).toBeNull();
    expect(data.countries.map((country) => country.value)).toContain('CZE');
    expect(data.guest).toBe(true);
    expect(data.initial).toEqual({});
  });

  it('refuses invalid details with field errors and keeps the values (never the password)', async () => {
    const cart = await guestCart();
    const answer = refusal(
      await post('/kosik/dodaci-udaje', `${cart}; ${methods(courier, bankTransfer)}`, {
        ...guestDetails,
        name: 'Jana',
        phone: '777',
        street: 'Dlouhá 12',
        password: 'secret!!',
        passwordConfirmation: 'other!!!',
      }),
      400,
    );
    expect(answer.fieldErrors).toEqual({
      name: 'The full_name is not valid: first and last name',
      phone: 'The phone number is not valid',
      street: 'The street must not contain the house number',
      passwordConfirmation: 'The passwords do not match',
    });
    expect(answer.values).toMatchObject({ email: guestDetails.email, street: 'Dlouhá 12' });
    expect(answer.values).not.toHaveProperty('password');
    expect(answer.values).not.toHaveProperty('passwordConfirmation');
  });

  it('places a courier order and goes to the finish page with its token', async () => {
    const cookie = `${await guestCart()}; ${methods(courier, bankTransfer)}`;
    const shown = step(await load('/kosik/dodaci-udaje', cookie));
    const answer = await post('/kosik/dodaci-udaje', cookie, guestDetails);
    const target = location(answer);
    expect(target).toMatch(/^\/kosik\/dokonceni\?order=[A-Za-z0-9_-]{22,}$/);
    // The choice is used up: its cookie goes.
    expect((answer as Response).headers.get('Set-Cookie')).toMatch(
      /^vitrina-checkout-methods=;.*Max-Age=0/,
    );
    const order = await orderByToken(tokenOf(target));
    expect(order.prices.totalWithTax).toBe(
      shown.cart.prices.totalWithTax +
        shown.choice.shipper.price.withTax +
        shown.choice.payment.price.withTax,
    );
    expect(order.billingAddress).toEqual({
      street: 'Dlouhá 12',
      city: 'Praha',
      postcode: '110 00',
      countryCode: 'CZE',
    });
    expect(order.customer).toMatchObject({ email: guestDetails.email, name: 'Jana Nováková' });
    expect(order.comment).toBe('Zvonit dvakrát');
    expect([order.shipper.id, order.payment.id]).toEqual([courier, bankTransfer]);
  });

  it('places a pick-up point order without an address: billed to the branch, in English', async () => {
    const cart = await guestCart();
    const branches = await fetch(
      `${backend.origin}/api/v1/branches?shipper_id=${pickUpPoints}&perPage=1`,
      { headers: { 'x-locale': 'en' } },
    ).then((response) => response.json() as Promise<{ data: { id: number; street: string }[] }>);
    const branch = branches.data[0]!;
    const cookie = `${cart}; ${methods(pickUpPoints, cashOnDelivery, branch.id)}`;
    const target = location(
      await post('/en/cart/delivery-details', cookie, {
        email: 'john@example.com',
        name: 'John Smith',
        phone: '+44 20 7946 0958',
      }),
    );
    expect(target).toMatch(/^\/en\/cart\/finish\?order=/);
    const order = await orderByToken(tokenOf(target));
    expect(order.branchId).toBe(branch.id);
    expect(order.billingAddress.street).toBe(branch.street);
    expect(order.shippingAddress.street).toBe(branch.street);
  });

  it('two posts of one cart at once give one order (the back end places a cart once)', async () => {
    const cookie = `${await guestCart(variants[1]!.id, 2)}; ${methods(courier, bankTransfer)}`;
    const [first, second] = await Promise.all([
      post('/kosik/dodaci-udaje', cookie, guestDetails),
      post('/kosik/dodaci-udaje', cookie, guestDetails),
    ]);
    const [a, b] = [location(first), location(second)];
    expect(a).toBe(b);
    const order = await orderByToken(tokenOf(a));
    expect(order.id).toBeGreaterThan(0);
    // The placed cart is gone: the step now sends the shopper back to the cart.
    const after = (await load('/kosik/dodaci-udaje', cookie)) as Response;
    expect(after.headers.get('Location')).toBe('/kosik');
  });

  it('says a back-end refusal at the field or for the form, keeping the values', async () => {
    // A foreign company id passes the form (spec §5: other countries accepted) but the order's
    // business part takes a Czech IČO only: the back end's field error lands at the IČO.
    const cookie = `${await guestCart()}; ${methods(courier, bankTransfer)}`;
    const foreign = refusal(
      await post('/kosik/dodaci-udaje', cookie, {
        ...guestDetails,
        country: 'DEU',
        postcode: '10115',
        companyName: 'Beispiel GmbH',
        tin: 'DE123',
      }),
      400,
    );
    expect(foreign.fieldErrors.tin).toBeTruthy();
    expect(foreign.placeError).toBeUndefined();
    expect(foreign.values).toMatchObject({ companyName: 'Beispiel GmbH', tin: 'DE123' });

    // Two carts want the last pieces of a stocked variant: the second order finds them gone.
    const stocked = variants.find(
      (variant) =>
        variant.availability.checkStock &&
        variant.availability.stock > 0 &&
        variant.availability.stock <= 50,
    );
    if (!stocked) throw new Error('the seed has no variant with a small checked stock');
    const amount = stocked.availability.stock;
    const carts = [await guestCart(stocked.id, amount), await guestCart(stocked.id, amount)];
    location(
      await post(
        '/kosik/dodaci-udaje',
        `${carts[0]}; ${methods(courier, bankTransfer)}`,
        guestDetails,
      ),
    );
    const late = await post(
      '/kosik/dodaci-udaje',
      `${carts[1]}; ${methods(courier, bankTransfer)}`,
      guestDetails,
    );
    const lateAnswer = refusal(late, 409);
    expect(lateAnswer.placeError).toBe('stock');
    expect(lateAnswer.values).toMatchObject({ email: guestDetails.email, street: 'Dlouhá' });
  });

  it('fills the company and its seat from ARES for a plain post, and says when it is unknown', async () => {
    const cookie = `${await guestCart()}; ${methods(courier, bankTransfer)}`;
    const filled = refusal(
      await post('/kosik/dodaci-udaje', cookie, {
        intent: 'ares',
        email: 'firma@example.cz',
        tin: ` ${demoCompany.ico} `,
      }),
      200,
    );
    expect(filled.companyFilled).toBe(true);
    expect(filled.values).toMatchObject({
      email: 'firma@example.cz',
      companyName: demoCompany.name,
      tin: demoCompany.ico,
      vatin: demoCompany.vatId,
      street: demoCompany.street,
      houseNumber: demoCompany.houseNumber,
      city: demoCompany.city,
      postcode: demoCompany.postcode,
      country: 'CZE',
    });
    const unknown = refusal(
      await post('/kosik/dodaci-udaje', cookie, { intent: 'ares', tin: '12345679' }),
      422,
    );
    expect(unknown.fieldErrors).toEqual({ tin: 'Company not found' });

    // The script's route answers the same values as JSON.
    const request = new Request(
      `http://shop.example/actions/company-lookup?ico=${demoCompany.ico}`,
    );
    const json = await companyLookup(await contextFor(request), request);
    expect(json.init?.headers).toMatchObject({ 'Cache-Control': 'private, no-store' });
    expect(json.data.values).toEqual({
      companyName: demoCompany.name,
      tin: demoCompany.ico,
      vatin: demoCompany.vatId,
      street: demoCompany.street,
      houseNumber: demoCompany.houseNumber,
      city: demoCompany.city,
      postcode: demoCompany.postcode,
      country: 'CZE',
    });
  });

  it('places an express order in the chosen window, with the consent flags, the gift in the summary', async () => {
    const { data: gifts } = (await fetch(`${backend.origin}/api/v1/order-gifts`, {
      headers: { 'x-locale': 'cs' },
    }).then((response) => response.json())) as {
      data: {
        id: number;
        name: string;
        price_from: number;
        availability: { isAvailable: boolean };
      }[];
    };
    const gift = gifts
      .filter((entry) => entry.availability.isAvailable)
      .sort((a, b) => a.price_from - b.price_from)[0]!;
    // Enough pieces of an unchecked (or well stocked) variant to reach the gift's threshold.
    const variant = variants.find(
      (entry) => !entry.availability.checkStock || entry.availability.stock >= 20,
    )!;
    const pieces = Math.max(1, Math.ceil(gift.price_from / variant.prices.unitWithTax));
    const cart = await guestCart(variant.id, pieces);
    const shopper = await resolveRequestContext(
      new Request('http://shop.example/kosik', { headers: { cookie: cart } }),
      new URL('http://shop.example/kosik'),
    );
    const chosen = await changeCart(
      shopper,
      { kind: 'addGift', giftId: gift.id },
      new AbortController().signal,
    );
    expect(chosen.ok).toBe(true);

    const times = (await fetch(`${backend.origin}/api/v1/delivery-times?shipperId=${express}`, {
      headers: { 'x-locale': 'cs' },
    }).then((response) => response.json())) as {
      data: { days: { date: string; slots: { id: string }[] }[] };
    };
    const day = times.data.days[1]!;
    const slot = day.slots[1]!.id;
    // A window no longer offered (yesterday's choice) is no choice: back to shipping and payment.
    const stale = (await load(
      '/kosik/dodaci-udaje',
      `${cart}; ${methods(express, card, null, '2020-01-06@08:00-12:00')}`,
    )) as Response;
    expect(stale.headers.get('Location')).toBe('/kosik/doprava-a-platba');
    const noSlot = (await load(
      '/kosik/dodaci-udaje',
      `${cart}; ${methods(express, card)}`,
    )) as Response;
    expect(noSlot.headers.get('Location')).toBe('/kosik/doprava-a-platba');

    const cookie = `${cart}; ${methods(express, card, null, slot)}`;
    const shown = step(await load('/kosik/dodaci-udaje', cookie));
    expect(shown.choice.slot).toMatchObject({
      id: slot,
      date: day.date,
      from: '12:00',
      to: '17:00',
    });
    expect(shown.gifts.map((entry) => entry.name)).toEqual([gift.name]);

    const target = location(
      await post('/kosik/dodaci-udaje', cookie, {
        ...guestDetails,
        priceComparisonConsent: 'on',
        magazine: 'on',
      }),
    );
    const order = await orderByToken(tokenOf(target));
    expect([order.deliveryDate, order.deliverySlot]).toEqual([day.date, '12:00-17:00']);
    expect(order.attributes.priceComparisonConsent).toBe(true);
    expect(order.items.filter((item) => item.kind === 'gift').map((item) => item.name)).toEqual([
      gift.name,
    ]);
  });
});
