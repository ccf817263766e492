import { endpoints } from '@vitrina/contracts';
import type { Branch, Shipper } from '@vitrina/contracts/store';
import { data, redirect } from 'react-router';
import { serviceUnavailable } from '../../api/apiErrors.ts';
import { privateNoStore } from '../../middleware/cacheControl.ts';
import { requestCurrency, type RequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { cookieNames, parseCookieHeader } from '../../session/cookies.ts';
import { sessionCookie } from '../../session/sessionCookies.ts';
import { cartCookieMaxAge, loadCart } from '../cart/cart.server.ts';

/**
 * The shipping-and-payment step (route `checkout-methods`, decision 130). The cart has no field
 * for the choice (it is sent only with the order), so the choice lives in an HttpOnly cookie and
 * every part of it is checked against the back end's offer again whenever it is read.
 */
export interface MethodsChoice {
  shipperId: number | null;
  paymentId: number | null;
  branchId: number | null;
}

const noChoice: MethodsChoice = { shipperId: null, paymentId: null, branchId: null };

/** A database id in a form or the address: 1 to 2³¹−1 in plain digits, else null. */
export function positiveId(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** `shipper.payment.branch` (0 for none): only ids, nothing personal, nothing to sign. */
export function methodsCookie(choice: MethodsChoice | null, secure: boolean): string {
  const value = choice
    ? [choice.shipperId, choice.paymentId, choice.branchId].map((id) => id ?? 0).join('.')
    : '';
  // As long as the guest's cart lives: a day after the last write.
  return sessionCookie(cookieNames.checkoutMethods, value, secure, choice ? cartCookieMaxAge : 0);
}

export function readMethodsCookie(header: string | null): MethodsChoice {
  const value = parseCookieHeader(header).get(cookieNames.checkoutMethods);
  const parts = value?.split('.') ?? [];
  if (parts.length !== 3) return noChoice;
  const [shipperId, paymentId, branchId] = parts.map(positiveId);
  return { shipperId: shipperId ?? null, paymentId: paymentId ?? null, branchId: branchId ?? null };
}

/** The fastest shipper that delivers (PERSONAL is the shop's own pick-up, not a delivery). */
export function fastestShipperId(shippers: readonly Shipper[]): number | null {
  let fastest: Shipper | null = null;
  for (const shipper of shippers) {
    if (shipper.type === 'PERSONAL') continue;
    // ISO dates compare as text; the first of equals (the back end's order) wins.
    if (!fastest || shipper.delivery.nearestDeliveryDate < fastest.delivery.nearestDeliveryDate)
      fastest = shipper;
  }
  return fastest?.id ?? null;
}

const branchesPerPage = 50;

export async function loadOffer(context: RequestContext, shipperId: number | null) {
  const { api } = context;
  const [shippers, allPayments] = await Promise.all([
    api.call(endpoints.cartShippers, {}).then((answer) => answer.data),
    api.call(endpoints.cartPayments, { query: {} }).then((answer) => answer.data),
  ]);
  const shipper = shippers.find((entry) => entry.id === shipperId) ?? null;
  // The shipper's blocked payments are left out here, from the shipper the back end just sent.
  const payments = shipper
    ? allPayments.filter((payment) => !shipper.blockedPayments.includes(payment.id))
    : allPayments;
  return { shippers, shipper, payments };
}

async function loadBranches(
  context: RequestContext,
  shipper: Shipper | null,
  search: string,
  chosenId: number | null,
): Promise<{ branches: Branch[]; more: boolean; chosen: Branch | null }> {
  if (!shipper?.hasBranches) return { branches: [], more: false, chosen: null };
  const { api } = context;
  const [listing, chosen] = await Promise.all([
    api.call(endpoints.branches, {
      query: { shipper_id: shipper.id, s: search || undefined, perPage: branchesPerPage },
    }),
    chosenId ? findBranch(context, shipper.id, chosenId) : Promise.resolve(null),
  ]);
  // Only the first page: a longer list is narrowed by the search, not paged.
  return { branches: listing.data, more: listing.totalPages > 1, chosen };
}

/** A branch by id, only when it belongs to this shipper. */
export async function findBranch(context: RequestContext, shipperId: number, branchId: number) {
  const { data: found } = await context.api.call(endpoints.branches, {
    query: { keys: [branchId] },
  });
  return found.find((branch) => branch.id === branchId && branch.shipperId === shipperId) ?? null;
}

/**
 * The choice shown: what the address says (a shipper chosen without JavaScript, a branch search)
 * over what the cookie kept. A payment the shipper blocks, or a branch of another shipper, goes.
 */
function draftChoice(url: URL, stored: MethodsChoice): MethodsChoice {
  const fromUrl = ['shipper', 'payment', 's'].some((name) => url.searchParams.has(name));
  if (!fromUrl) return stored;
  const shipperId = positiveId(url.searchParams.get('shipper'));
  return {
    shipperId,
    paymentId: positiveId(url.searchParams.get('payment')),
    // A branch of another shipper is dropped when it is looked up (findBranch).
    branchId: positiveId(url.searchParams.get('branch')),
  };
}

/**
 * Everything the step shows for a choice so far: the offer, the payments the chosen shipper does
 * not block, its branches (searched), and the choice with whatever the offer no longer has dropped.
 */
export async function loadMethodsView(
  context: RequestContext,
  draft: MethodsChoice,
  branchSearch: string,
) {
  const { shippers, shipper, payments } = await loadOffer(context, draft.shipperId);
  const branchList = await loadBranches(context, shipper, branchSearch, draft.branchId);
  const payment = payments.find((entry) => entry.id === draft.paymentId) ?? null;
  return {
    currency: requestCurrency(context),
    shippers,
    fastestId: fastestShipperId(shippers),
    payments,
    branches: branchList.branches,
    moreBranches: branchList.more,
    chosenBranch: branchList.chosen,
    branchSearch,
    choice: {
      shipperId: shipper?.id ?? null,
      paymentId: payment?.id ?? null,
      branchId: branchList.chosen?.id ?? null,
    } satisfies MethodsChoice,
  };
}

export type MethodsView = Awaited<ReturnType<typeof loadMethodsView>>;

const searchText = (value: unknown) =>
  typeof value === 'string' ? value.trim().slice(0, 100) : '';

/** A guest with an empty cart goes back to the cart page (303); the page is private. */
export async function loadMethodsStep(context: RequestContext, request: Request) {
  const url = new URL(request.url);
  try {
    const cart = await loadCart(context);
    if (cart.items.length === 0) {
      return redirect(routePath('checkout', {}, context.locale), {
        status: 303,
        headers: { 'Cache-Control': privateNoStore },
      });
    }
    const stored = readMethodsCookie(request.headers.get('Cookie'));
    return await loadMethodsView(
      context,
      draftChoice(url, stored),
      searchText(url.searchParams.get('s')),
    );
  } catch (error) {
    throw serviceUnavailable(error);
  }
}

export type MethodsField = 'shipper' | 'payment' | 'branch';
/** Field errors of the step; texts are chosen by the page in the shopper's language. */
export type MethodsErrors = Partial<Record<MethodsField, 'missing' | 'unavailable'>>;

/** A refused choice: the errors and the step as it looks for what was posted. */
export interface MethodsActionFailure {
  errors: MethodsErrors;
  view: MethodsView;
}

/**
 * What is wrong with a posted choice, given the view computed for it (which dropped every part
 * the back end no longer offers): nothing chosen is "missing", something dropped "unavailable".
 */
export function methodsErrors(posted: MethodsChoice, view: MethodsView): MethodsErrors {
  const errors: MethodsErrors = {};
  const reason = (sent: number | null) => (sent ? 'unavailable' : 'missing');
  if (!view.choice.shipperId) errors.shipper = reason(posted.shipperId);
  if (!view.choice.paymentId) errors.payment = reason(posted.paymentId);
  const shipper = view.shippers.find((entry) => entry.id === view.choice.shipperId);
  if (shipper?.hasBranches && !view.choice.branchId) errors.branch = reason(posted.branchId);
  return errors;
}

/**
 * The step's form, checked against the back end's current offer for this cart: a shipper, a
 * payment it does not block, one of its branches when it has any. A valid choice is kept in the
 * cookie and the shopper goes on (303); otherwise the step renders again for what was posted.
 */
export async function methodsStepAction(context: RequestContext, request: Request) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const posted: MethodsChoice = {
    shipperId: positiveId(text('shipper')),
    paymentId: positiveId(text('payment')),
    branchId: positiveId(text('branch')),
  };
  const headers = new Headers({ 'Cache-Control': privateNoStore });
  let view: MethodsView;
  try {
    view = await loadMethodsView(context, posted, searchText(form.get('s')));
  } catch (error) {
    throw serviceUnavailable(error);
  }
  const errors = methodsErrors(posted, view);
  if (Object.keys(errors).length > 0) {
    return data<MethodsActionFailure>({ errors, view }, { status: 422, headers });
  }
  headers.append('Set-Cookie', methodsCookie(view.choice, context.https));
  return redirect(routePath('checkout-info', {}, context.locale), { status: 303, headers });
}
