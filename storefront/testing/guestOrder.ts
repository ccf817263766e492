/**
 * Places an order as a guest through the back end's own calls (spec §7), for tests of what comes
 * after checkout: an orderable variant into the cart (the guest cart token of `cartToken`, or a
 * new one), a shipper without branches, the payment of `paymentType`, place. Answers the order
 * and its link token as the place answer gives them.
 */
export async function placeGuestOrder(
  origin: string,
  options: {
    paymentType: 'CARD_ONLINE' | 'BANK_TRANSFER';
    cartToken?: string;
    locale?: 'cs' | 'en';
  },
) {
  const locale = options.locale ?? 'cs';
  let token = options.cartToken;
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${origin}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        'x-locale': locale,
        ...(token ? { 'x-cart-token': token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  type Products = {
    data: { variants: { id: number; availability: { isAvailable: boolean } }[] }[];
  };
  const products = await call<Products>(
    `/content/catalog/product?ids=${Array.from({ length: 30 }, (_, i) => i + 1).join(',')}`,
  );
  const variant = products.data
    .flatMap((product) => product.variants)
    .find((candidate) => candidate.availability.isAvailable);
  if (!variant) throw new Error('The seed has no orderable variant among the first products');
  const added = await call<{ meta: { custom: string | null } }>('/api/v1/cart/items', {
    id: variant.id,
    type: 'variant',
    amount: 1,
  });
  token = added.meta.custom ?? token;
  const shippers = await call<{ data: { id: number; hasBranches: boolean }[] }>('/api/v1/shippers');
  const shipper = shippers.data.find((candidate) => !candidate.hasBranches);
  if (!shipper) throw new Error('The seed has no shipper without branches');
  const payments = await call<{ data: { id: number; type: string }[] }>(
    `/api/v1/cart/payments?shipperId=${shipper.id}`,
  );
  const payment = payments.data.find((candidate) => candidate.type === options.paymentType);
  if (!payment) throw new Error(`Shipper ${shipper.id} allows no ${options.paymentType}`);
  const placed = await call<{
    data: { id: number; code: string; paymentStatus: string; prices: { totalWithTax: number } };
    meta: { token: string; payment: { redirectUrl: string } | null };
  }>('/api/v1/cart/place', {
    name: 'Test Tester',
    email: 'tester@example.cz',
    phone: '+420 777 123 456',
    billing_address: { street: 'Dlouhá 12', city: 'Praha', postcode: '110 00', countryCode: 'CZE' },
    shipper_id: shipper.id,
    payment_id: payment.id,
    terms: true,
  });
  return {
    order: placed.data,
    token: placed.meta.token,
    payment: placed.meta.payment,
    cartToken: token,
  };
}
