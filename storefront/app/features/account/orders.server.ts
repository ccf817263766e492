import { endpoints } from '@vitrina/contracts';
import type { Order } from '@vitrina/contracts/store';
import type { CurrencyFormat } from '@vitrina/design-system';
import { data, type RouterContextProvider } from 'react-router';
import { logBackendFailure, toPageError, type PageErrorData } from '../../api/apiErrors.ts';
import type { Locale } from '../../i18n/locale.ts';
import { soldCurrencies, type RequestContext } from '../../request/requestContext.ts';
import { pageOf } from '../../routing/pageParam.ts';
import { routePath } from '../../routing/routePath.ts';
import { idParam, userPage } from './userArea.server.ts';

/** Orders per page of the list (the back end's default page size). */
export const ordersPerPage = 10;

const notFound = () => data<PageErrorData>({ message: 'Not found' }, { status: 404 });

/**
 * How the order's own currency is written. An order keeps the currency it was placed in, which
 * the shop may have stopped selling since: then the code stands for the symbol.
 */
export function currencyOf(ctx: RequestContext, code: string): CurrencyFormat {
  const sold = ctx.currencies ? soldCurrencies(ctx).find((entry) => entry.code === code) : null;
  if (sold) return sold;
  return {
    code,
    symbol: code,
    symbolPlacement: 'right',
    decimalPlaces: 2,
    decimalPoint: ',',
    millesimalPoint: ' ',
  };
}

/** Pieces of goods in an order: product lines only (gifts, discounts, shipping are not goods bought). */
export function itemCount(order: Pick<Order, 'items'>): number {
  return order.items
    .filter((item) => item.kind === 'product')
    .reduce((sum, item) => sum + item.amount, 0);
}

function orderHref(id: number, locale: Locale) {
  return routePath('user-orders-id', { id }, locale);
}

/** What a row of the list shows; not the whole order (addresses stay on the server). */
export function summaryOf(ctx: RequestContext, order: Order) {
  return {
    id: order.id,
    code: order.code,
    createdAt: order.createdAt,
    status: order.status,
    paymentStatus: order.paymentStatus,
    totalWithTax: order.prices.totalWithTax,
    currency: currencyOf(ctx, order.currencyCode),
    itemCount: itemCount(order),
    href: orderHref(order.id, ctx.locale),
  };
}

export type OrderSummary = ReturnType<typeof summaryOf>;

/**
 * The orders list (spec §2 `user-orders`): the shopper's orders newest first (the back end's
 * order), paged by `?page=`. A page past the last is a 404; a failing back end keeps the user
 * area around an error notice (status 503) instead of the bare error page.
 */
export async function loadOrdersPage(context: Readonly<RouterContextProvider>, request: Request) {
  const { ctx } = userPage(context, request);
  const url = new URL(request.url);
  const page = pageOf(url);
  const listPath = routePath('user-orders', {}, ctx.locale);
  let answer;
  try {
    answer = await ctx.api.call(endpoints.userOrders, {
      query: { page, perPage: ordersPerPage },
    });
  } catch (error) {
    logBackendFailure(error);
    return data({ status: 'failed' as const, shopHref: routePath('index', {}, ctx.locale) }, 503);
  }
  const { pagination } = answer.meta;
  if (page > 1 && page > pagination.totalPages) throw notFound();
  return {
    status: 'ok' as const,
    orders: answer.data.map((order) => summaryOf(ctx, order)),
    total: pagination.total,
    paging: {
      page,
      pageCount: pagination.totalPages,
      hrefs: Array.from({ length: pagination.totalPages }, (_, index) =>
        index === 0 ? listPath : `${listPath}?page=${index + 1}`,
      ),
    },
    shopHref: routePath('index', {}, ctx.locale),
  };
}

export type OrdersPageData = Extract<Awaited<ReturnType<typeof loadOrdersPage>>, { status: 'ok' }>;

/** Slugs of the ordered products the catalogue still has (a missing one loses its link only). */
async function productSlugs(ctx: RequestContext, order: Order): Promise<Map<number, string>> {
  const ids = [
    ...new Set(order.items.flatMap((item) => (item.productId === null ? [] : [item.productId]))),
  ].slice(0, 100);
  if (ids.length === 0) return new Map();
  try {
    const { data: products } = await ctx.api.call(endpoints.catalogProduct, { query: { ids } });
    return new Map(products.map((product) => [product.id, product.slug]));
  } catch (error) {
    logBackendFailure(error);
    return new Map();
  }
}

/** Country names by code (as the address list shows them); without them the codes stand. */
async function countryNames(ctx: RequestContext): Promise<Map<string, string>> {
  try {
    const { data: countries } = await ctx.api.call(endpoints.countries, {
      query: { perPage: 100 },
    });
    return new Map(countries.map((entry) => [entry.code, entry.name]));
  } catch (error) {
    logBackendFailure(error);
    return new Map();
  }
}

export function lineOf(item: Order['items'][number], slugs: Map<number, string>, locale: Locale) {
  const slug = item.productId === null ? undefined : slugs.get(item.productId);
  return {
    position: item.position,
    kind: item.kind,
    name: item.name,
    code: item.code,
    amount: item.amount,
    unitWithTax: item.unitWithTax,
    totalWithTax: item.totalWithTax,
    href: slug ? routePath('product-slug', { slug }, locale) : null,
  };
}

/**
 * What an order's page shows of it (the account's detail and the checkout's thank-you page): its
 * facts with country names, its goods with product links, and its currency's format.
 */
export async function orderDetails(ctx: RequestContext, order: Order) {
  const [slugs, countries] = await Promise.all([productSlugs(ctx, order), countryNames(ctx)]);
  const country = (code: string) => countries.get(code) ?? code;
  const goods = order.items.filter((item) => item.kind === 'product' || item.kind === 'gift');
  return {
    order: {
      id: order.id,
      code: order.code,
      createdAt: order.createdAt,
      status: order.status,
      paymentStatus: order.paymentStatus,
      customer: order.customer,
      billingAddress: {
        ...order.billingAddress,
        country: country(order.billingAddress.countryCode),
      },
      shippingAddress: {
        ...order.shippingAddress,
        country: country(order.shippingAddress.countryCode),
      },
      shipper: order.shipper.name,
      payment: order.payment.name,
      deliveryDate: order.deliveryDate,
      couponCode: order.couponCode,
      prices: order.prices,
      comment: order.comment,
    },
    lines: goods.map((item) => lineOf(item, slugs, ctx.locale)),
    currency: currencyOf(ctx, order.currencyCode),
  };
}

/**
 * One order (spec §2 `user-orders-id`) by its id. Another shopper's order is the back end's 404,
 * the same as an id that does not exist; a path that is no id is a 404 before any call.
 */
export async function loadOrderPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  id: string | undefined,
) {
  const { ctx } = userPage(context, request);
  const orderId = idParam(id);
  let order: Order;
  try {
    order = (await ctx.api.call(endpoints.userOrder, { params: { id: orderId } })).data;
  } catch (error) {
    throw toPageError(error);
  }
  const url = new URL(request.url);
  return {
    ...(await orderDetails(ctx, order)),
    repeatable: order.items.some((item) => item.kind === 'product' && item.variantId !== null),
    cartHref: routePath('checkout', {}, ctx.locale),
    listHref: routePath('user-orders', {}, ctx.locale),
    // Set by the repeat-order action when nothing could be added (sold out, withdrawn).
    repeatFailed: url.searchParams.get('repeat') === 'failed',
  };
}

export type OrderLine = ReturnType<typeof lineOf>;

export type OrderPageData = Awaited<ReturnType<typeof loadOrderPage>>;
