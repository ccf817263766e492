import type { Order } from '@vitrina/contracts/store';
import { RouterContextProvider } from 'react-router';
import { shopperMiddleware } from '../app/features/account/shopper.server.ts';
import { requestContext } from '../app/request/requestContext.ts';
import { resolveRequestContext } from '../app/request/resolveRequestContext.server.ts';
import { demoCurrencies } from './fakeBackend.ts';

const line = (kind: Order['items'][number]['kind'], position: number, more = {}) => ({
  kind,
  position,
  parentPosition: null,
  productId: null,
  variantId: null,
  code: null,
  name: `${kind} ${position}`,
  amount: 1,
  unitWithTax: 10000,
  unitWithoutTax: 8264,
  totalWithTax: 10000,
  totalWithoutTax: 8264,
  vatRate: 21,
  ...more,
});

/** An order of the back end's shape: two products, a gift, a discount, shipping and payment. */
export function orderOf(id: number, currencyCode = 'CZK'): Order {
  const address = { street: 'Dlouhá 12', city: 'Praha', postcode: '110 00', countryCode: 'CZE' };
  return {
    id,
    code: `2026${String(id).padStart(6, '0')}`,
    status: 'new',
    paymentStatus: 'not_required',
    currencyCode,
    createdAt: '2026-11-20T10:00:00.000Z',
    items: [
      line('product', 1, { productId: 11, variantId: 111, amount: 2, totalWithTax: 20000 }),
      line('product', 2, { productId: 12, variantId: 121, amount: 3, totalWithTax: 30000 }),
      line('gift', 3, { productId: 13, variantId: 131, unitWithTax: 0, totalWithTax: 0 }),
      line('discount', 4, { unitWithTax: -5000, totalWithTax: -5000 }),
      line('shipping', 5),
      line('payment', 6),
    ],
    customer: {
      email: 'jana@example.cz',
      name: 'Jana Nováková',
      phone: '+420777123456',
      businessName: null,
      tin: null,
      vatin: null,
    },
    billingAddress: address,
    shippingAddress: { ...address, name: 'Jana Nováková', businessName: null, phone: null },
    shipper: { id: 1, name: 'Courier', type: 'COURIER' },
    payment: { id: 2, name: 'Cash', type: 'CASH' },
    branchId: null,
    deliveryDate: null,
    deliverySlot: null,
    couponCode: 'SLEVA',
    prices: {
      itemsWithTax: 50000,
      itemsWithoutTax: 41322,
      shipperPriceWithTax: 10000,
      shipperPriceWithoutTax: 8264,
      paymentPriceWithTax: 10000,
      paymentPriceWithoutTax: 8264,
      discountWithTax: 5000,
      discountWithoutTax: 4132,
      creditsWithTax: 0,
      totalWithTax: 65000,
      totalWithoutTax: 53718,
    },
    attributes: { cartId: '0b8e5f3c-8a4f-4a57-9d1c-2a1f2f0f6a11', priceComparisonConsent: false },
    comment: null,
  };
}

/** Runs the real shopper middleware, then `handler` as the route would; its value or what it threw. */
export async function asShopper<T>(
  request: Request,
  handler: (context: RouterContextProvider) => Promise<T>,
): Promise<{ value?: T; thrown?: unknown }> {
  const context = new RouterContextProvider();
  context.set(requestContext, await resolveRequestContext(request, new URL(request.url)));
  const run = shopperMiddleware as unknown as (
    args: { request: Request; context: RouterContextProvider },
    next: () => Promise<Response>,
  ) => Promise<Response>;
  const outcome: { value?: T; thrown?: unknown } = {};
  await run({ request, context }, async () => {
    try {
      outcome.value = await handler(context);
    } catch (thrown) {
      outcome.thrown = thrown;
    }
    return new Response(null);
  });
  return outcome;
}

/** The back end's answer to `GET /user/orders`: these orders as page `page` of `total`. */
export function ordersAnswer(orders: Order[], total: number, page: number, perPage: number) {
  const totalPages = Math.ceil(total / perPage);
  return {
    status: 200,
    body: { data: orders, meta: { pagination: { total, currentPage: page, perPage, totalPages } } },
  };
}

/** The back end's `GET /globals` with these settings functions (the rest is filler). */
export function globalsAnswer(functions: Record<string, boolean>) {
  return {
    status: 200,
    body: {
      data: {
        contact: {
          name: 'Vitrina',
          email: 'info@example.cz',
          phone: '',
          street: '',
          city: '',
          postcode: '',
          countryCode: 'CZE',
        },
        domain: 'shop.example',
        freeShippingAt: null,
        orderGiftAt: null,
        orderMinimumValue: null,
        menus: [],
        meta: { title: '', description: '' },
        languages: [],
        settings: { functions, shoppingDisabled: false },
        variantHash: '',
        currency: demoCurrencies[0],
      },
    },
  };
}
