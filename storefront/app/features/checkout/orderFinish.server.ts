import { ApiRequestError, endpoints } from '@vitrina/contracts';
import { orderTokenParams, type Order } from '@vitrina/contracts/store';
import { data, redirect } from 'react-router';
import { logBackendFailure, serviceUnavailable, type PageErrorData } from '../../api/apiErrors.ts';
import { serverEnv } from '../../env.server.ts';
import { log } from '../../log.server.ts';
import { privateNoStore } from '../../middleware/cacheControl.ts';
import type { RequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { orderDetails } from '../account/orders.server.ts';
import { qrPath } from './qrCode.server.ts';
import {
  czechAccountNumber,
  groupedIban,
  normalizeIban,
  spaydText,
  variableSymbol,
} from './spayd.ts';

/**
 * A view of an order this long after it was placed counts as the visit that placed it (its
 * conversion is reported); a later visit by the e-mailed link is only looking. The browser also
 * remembers reported codes, so a reload within the window reports nothing again.
 */
export const freshOrderMs = 60 * 60 * 1000;

const notFound = () => data<PageErrorData>({ message: 'Not found' }, { status: 404 });

/** The `?order=` link token, or null when it is none (then no call is made). */
export function orderTokenOf(url: URL): string | null {
  const parsed = orderTokenParams.shape.token.safeParse(url.searchParams.get('order') ?? '');
  return parsed.success ? parsed.data : null;
}

export function finishPath(context: RequestContext, token: string): string {
  return `${routePath('checkout-finish', {}, context.locale)}?order=${encodeURIComponent(token)}`;
}

/** The shop's account for a bank transfer of this order, with its QR payment code. */
function bankTransferOf(order: Order) {
  const { iban: setting, bic } = serverEnv().bankAccount;
  const iban = normalizeIban(setting);
  if (!iban) {
    log.error('SHOP_BANK_IBAN is not a valid IBAN; the bank details are left out');
    return null;
  }
  const symbol = variableSymbol(order.code);
  const amount = order.prices.totalWithTax;
  return {
    iban: groupedIban(iban),
    bic,
    accountNumber: czechAccountNumber(iban),
    variableSymbol: symbol,
    amount,
    currencyCode: order.currencyCode,
    qr: qrPath(
      spaydText({
        iban,
        bic,
        amount,
        currency: order.currencyCode,
        variableSymbol: symbol,
        message: `Vitrina ${order.code}`,
      }),
    ),
  };
}

/** The chosen pick-up branch's name and address; its failure only leaves the id out. */
async function branchOf(context: RequestContext, id: number | null) {
  if (id === null) return null;
  try {
    const { data: branches } = await context.api.call(endpoints.branches, {
      query: { keys: [id] },
    });
    const branch = branches[0];
    return branch
      ? { name: branch.name, street: branch.street, city: branch.city, postcode: branch.postcode }
      : null;
  } catch (error) {
    logBackendFailure(error);
    return null;
  }
}

async function readOrder(context: RequestContext, token: string): Promise<Order> {
  try {
    return (await context.api.call(endpoints.orderByToken, { params: { token } })).data;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))
      throw notFound();
    throw serviceUnavailable(error);
  }
}

/**
 * The thank-you page (route `checkout-finish`, `?order=<link token>`): the order as placed, what
 * to pay and how. A missing, malformed or unknown token is the site's 404 page (nothing tells
 * whether an order exists). Private and no-store like every page of the route (`personal`).
 */
export async function loadFinishPage(context: RequestContext, url: URL, now = Date.now()) {
  const token = orderTokenOf(url);
  if (!token) throw notFound();
  const order = await readOrder(context, token);
  const [details, branch] = await Promise.all([
    orderDetails(context, order),
    branchOf(context, order.branchId),
  ]);
  const payable = order.paymentStatus !== 'paid';
  return {
    token,
    order: {
      ...details.order,
      email: order.customer.email,
      shipperType: order.shipper.type,
      paymentType: order.payment.type,
    },
    branch,
    lines: details.lines,
    currency: details.currency,
    bankTransfer:
      order.payment.type === 'BANK_TRANSFER' && payable && order.prices.totalWithTax > 0
        ? bankTransferOf(order)
        : null,
    /** What analytics is told of a freshly placed order (major units, as the other events). */
    conversion:
      now - Date.parse(order.createdAt) < freshOrderMs
        ? {
            orderId: String(order.id),
            code: order.code,
            total: order.prices.totalWithTax / 100,
            currency: order.currencyCode,
            products: order.items
              .filter((item) => item.kind === 'product')
              .map((item) => ({
                id: String(item.productId ?? ''),
                variantId: item.variantId === null ? undefined : String(item.variantId),
                name: item.name,
                price: item.unitWithTax / 100,
                currency: order.currencyCode,
                quantity: item.amount,
              })),
          }
        : null,
    selfHref: finishPath(context, token),
    shopHref: routePath('index', {}, context.locale),
  };
}

export type FinishPageData = Awaited<ReturnType<typeof loadFinishPage>>;

/** Why "Pay by card" could not send the shopper to the gateway. */
export type PayFailure = { payError: 'unavailable' };

/**
 * "Pay by card" / "Try again" (a plain POST to the finish page): asks the back end for the
 * order's online payment (the open attempt, or a new one after a failed or cancelled one) and
 * answers the gateway's address for the page to go to. Not a 303 to the gateway: a form's
 * redirect to another origin is checked against the page's CSP `form-action 'self'` and blocked
 * (decision 155); the page leaves by a plain navigation instead. Only an http(s) address from
 * our back end is followed, never one from the request.
 */
export async function finishPageAction(context: RequestContext, request: Request) {
  const url = new URL(request.url);
  const headers = { 'Cache-Control': privateNoStore };
  const token = orderTokenOf(url);
  if (!token) throw notFound();
  const form = await request.formData();
  if (form.get('intent') !== 'pay') {
    return data<PageErrorData>({ message: 'Unknown action' }, { status: 400, headers });
  }
  let answer;
  try {
    answer = await context.api.call(endpoints.orderPayment, { params: { token } });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    // Paid meanwhile, or not paid online: the page itself says how things stand.
    if (error instanceof ApiRequestError && error.status === 409) {
      return redirect(finishPath(context, token), { status: 303, headers });
    }
    logBackendFailure(error);
    return data<PayFailure>({ payError: 'unavailable' }, { status: 503, headers });
  }
  const gateway = URL.parse(answer.data.payment.redirectUrl);
  if (!gateway || (gateway.protocol !== 'https:' && gateway.protocol !== 'http:')) {
    log.error('The back end answered a payment page that is no http(s) URL');
    return data<PayFailure>({ payError: 'unavailable' }, { status: 502, headers });
  }
  return data({ redirectUrl: gateway.toString() }, { headers });
}
