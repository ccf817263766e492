import { fetchRetryingBusy } from './accounts.ts';
import { backendUrl } from './backend.ts';
import { fetchProducts } from './products.ts';

/** What the journeys read of a placed order (the back end's answer, not ours). */
export interface PlacedOrder {
  id: number;
  code: string;
  items: { kind: string; name: string; amount: number; variantId: number | null }[];
  prices: { totalWithTax: number; totalWithoutTax: number; itemsWithTax: number };
}

async function call<T>(
  path: string,
  token: string,
  init: { method?: string; body?: unknown } = {},
) {
  const response = await fetchRetryingBusy(`${backendUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'x-locale': 'cs',
      authorization: `Bearer ${token}`,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Places an order as the shopper through the back end's own calls (spec §7): log in, put an
 * orderable variant in the cart, choose a shipper without branches and a payment it allows, place.
 */
export async function placeOrderAs(email: string, password: string): Promise<PlacedOrder> {
  const login = await fetchRetryingBusy(`${backendUrl}/api/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'cs' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;

  const products = await fetchProducts(
    'cs',
    Array.from({ length: 30 }, (_, i) => i + 1),
  );
  const variant = products
    .flatMap((product) => product.variants)
    .find((candidate) => candidate.availability.isAvailable);
  if (!variant) throw new Error('The seed has no orderable variant among the first products');
  await call('/api/v1/cart/items', token, {
    method: 'POST',
    body: { id: variant.id, type: 'variant', amount: 2 },
  });

  type Shipper = { id: number; hasBranches: boolean };
  const shippers = (await call<{ data: Shipper[] }>('/api/v1/shippers', token)).data;
  const shipper = shippers.find((candidate) => !candidate.hasBranches);
  if (!shipper) throw new Error('The seed has no shipper without branches');
  const payments = (
    await call<{ data: { id: number }[] }>(`/api/v1/cart/payments?shipperId=${shipper.id}`, token)
  ).data;
  const payment = payments[0];
  if (!payment) throw new Error(`Shipper ${shipper.id} allows no payment`);

  const placed = await call<{ data: PlacedOrder }>('/api/v1/cart/place', token, {
    method: 'POST',
    body: {
      name: 'Test Tester',
      email,
      phone: '+420 777 123 456',
      billing_address: {
        street: 'Dlouhá 12',
        city: 'Praha',
        postcode: '110 00',
        countryCode: 'CZE',
      },
      comment: 'Please ring twice',
      shipper_id: shipper.id,
      payment_id: payment.id,
      terms: true,
    },
  });
  return placed.data;
}

/** A guest's order as the place answer gives it: the order and its link token. */
export interface GuestOrder {
  order: { code: string; paymentStatus: string; prices: { totalWithTax: number } };
  token: string;
  cartToken: string;
}

/**
 * Places an order as a guest through the back end's own calls, with the guest cart token the
 * browser will carry as its cookie: an orderable variant into the cart, a shipper without
 * branches, the payment of `paymentType` (seed: CARD_ONLINE, BANK_TRANSFER), place.
 */
export async function placeGuestOrder(
  paymentType: 'CARD_ONLINE' | 'BANK_TRANSFER',
  locale: 'cs' | 'en' = 'cs',
): Promise<GuestOrder> {
  let cartToken = '';
  const guestCall = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetchRetryingBusy(`${backendUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        'x-locale': locale,
        ...(cartToken ? { 'x-cart-token': cartToken } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const products = await fetchProducts(
    locale,
    Array.from({ length: 30 }, (_, i) => i + 1),
  );
  const variant = products
    .flatMap((product) => product.variants)
    .find((candidate) => candidate.availability.isAvailable);
  if (!variant) throw new Error('The seed has no orderable variant among the first products');
  const added = await guestCall<{ meta: { custom: string } }>('/api/v1/cart/items', {
    id: variant.id,
    type: 'variant',
    amount: 1,
  });
  cartToken = added.meta.custom;
  const shippers = (
    await guestCall<{ data: { id: number; hasBranches: boolean }[] }>('/api/v1/shippers')
  ).data;
  const shipper = shippers.find((candidate) => !candidate.hasBranches);
  if (!shipper) throw new Error('The seed has no shipper without branches');
  const payments = (
    await guestCall<{ data: { id: number; type: string }[] }>(
      `/api/v1/cart/payments?shipperId=${shipper.id}`,
    )
  ).data;
  const payment = payments.find((candidate) => candidate.type === paymentType);
  if (!payment) throw new Error(`Shipper ${shipper.id} allows no ${paymentType}`);
  const placed = await guestCall<{ data: GuestOrder['order']; meta: { token: string } }>(
    '/api/v1/cart/place',
    {
      name: 'Test Tester',
      email: 'guest@example.cz',
      phone: '+420 777 123 456',
      billing_address: {
        street: 'Dlouhá 12',
        city: 'Praha',
        postcode: '110 00',
        countryCode: 'CZE',
      },
      shipper_id: shipper.id,
      payment_id: payment.id,
      terms: true,
    },
  );
  return { order: placed.data, token: placed.meta.token, cartToken };
}

/** The order's payment state as the back end has it (by its link token). */
export async function paymentStatusOf(token: string): Promise<string> {
  const response = await fetchRetryingBusy(`${backendUrl}/api/v1/orders/token/${token}`, {
    headers: { 'x-locale': 'cs' },
  });
  if (!response.ok) throw new Error(`orders/token answered ${response.status}`);
  return ((await response.json()) as { data: { paymentStatus: string } }).data.paymentStatus;
}

/** The digits of a shown price: "1 234,50 Kč" → "123450" (prices travel in minor units). */
export const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');
