import { endpoints } from '@vitrina/contracts';
import type { Branch, DeliveryTimes, Shipper } from '@vitrina/contracts/store';
import { data, redirect } from 'react-router';
import { serviceUnavailable } from '../../api/apiErrors.ts';
import { privateNoStore } from '../../middleware/cacheControl.ts';
import { requestCurrency, type RequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { cookieNames, parseCookieHeader } from '../../session/cookies.ts';
import { sessionCookie } from '../../session/sessionCookies.ts';
import type { TrackedProduct } from '../../analytics/analyticsEvents.ts';
import { cartCookieMaxAge, cartPathAfterRemoval, loadValidatedCart } from '../cart/cart.server.ts';
import { trackedCartLines } from '../cart/trackedCartLine.ts';
import { mapSettings } from '../content/branches/branches.server.ts';

/**
 * The shipping-and-payment step (route `checkout-methods`, decision 130). The cart has no field
 * for the choice (it is sent only with the order), so the choice lives in an HttpOnly cookie and
 * every part of it is checked against the back end's offer again whenever it is read.
 */
export interface MethodsChoice {
  shipperId: number | null;
  paymentId: number | null;
  branchId: number | null;
  /** A delivery time slot id of `GET /delivery-times` (`2026-11-24@08:00-12:00`). */
  slotId: string | null;
}

const noChoice: MethodsChoice = { shipperId: null, paymentId: null, branchId: null, slotId: null };

/** A database id in a form or the address: 1 to 2³¹−1 in plain digits, else null. */
export function positiveId(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A slot id as the back end writes it (a date, its window or `all-day`), else null. */
export function slotIdOf(text: string | null | undefined): string | null {
  return text && /^\d{4}-\d{2}-\d{2}(@(\d{2}:\d{2}-\d{2}:\d{2}|all-day))?$/.test(text)
    ? text
    : null;
}

/**
 * `shipper.payment.branch.slot` (0 for none): only ids, nothing personal, nothing to sign. A slot
 * id has no dot, so the four parts split cleanly.
 */
export function methodsCookie(choice: MethodsChoice | null, secure: boolean): string {
  const value = choice
    ? [choice.shipperId, choice.paymentId, choice.branchId, choice.slotId]
        .map((id) => id ?? 0)
        .join('.')
    : '';
  // As long as the guest's cart lives: a day after the last write.
  return sessionCookie(cookieNames.checkoutMethods, value, secure, choice ? cartCookieMaxAge : 0);
}

export function readMethodsCookie(header: string | null): MethodsChoice {
  const value = parseCookieHeader(header).get(cookieNames.checkoutMethods);
  const parts = value?.split('.') ?? [];
  // Three parts: a cookie written before slots existed.
  if (parts.length !== 3 && parts.length !== 4) return noChoice;
  const [shipperId, paymentId, branchId] = parts.slice(0, 3).map(positiveId);
  return {
    shipperId: shipperId ?? null,
    paymentId: paymentId ?? null,
    branchId: branchId ?? null,
    slotId: slotIdOf(parts[3]),
  };
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
 * The shipper's delivery days and windows from now, when it lets the shopper choose one (spec §7
 * `GET /delivery-times`); every slot it answers is in the future, so "offered" is also "not past".
 */
export async function loadDeliveryTimes(
  context: RequestContext,
  shipper: Shipper | null,
): Promise<DeliveryTimes | null> {
  if (!shipper?.delivery.hasTimeSlots) return null;
  const answer = await context.api.call(endpoints.deliveryTimes, {
    query: { shipperId: shipper.id },
  });
  return answer.data;
}

/** The slot with this id among the offered ones, with its day; null when it is not offered. */
export function findSlot(times: DeliveryTimes | null, slotId: string | null) {
  if (!times || !slotId) return null;
  for (const day of times.days) {
    const slot = day.slots.find((entry) => entry.id === slotId);
    if (slot) return { ...slot, date: day.date };
  }
  return null;
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
    // A branch of another shipper is dropped when it is looked up (findBranch), a slot the
    // shipper does not offer when its times are read (findSlot).
    branchId: positiveId(url.searchParams.get('branch')),
    slotId: slotIdOf(url.searchParams.get('slot')),
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
  const [branchList, deliveryTimes] = await Promise.all([
    loadBranches(context, shipper, branchSearch, draft.branchId),
    loadDeliveryTimes(context, shipper),
  ]);
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
    map: mapSettings(),
    deliveryTimes,
    choice: {
      shipperId: shipper?.id ?? null,
      paymentId: payment?.id ?? null,
      branchId: branchList.chosen?.id ?? null,
      slotId: findSlot(deliveryTimes, draft.slotId)?.id ?? null,
    } satisfies MethodsChoice,
  };
}

export type MethodsView = Awaited<ReturnType<typeof loadMethodsView>>;
export type MethodsStepData = MethodsView & { products: TrackedProduct[] };

const searchText = (value: unknown) =>
  typeof value === 'string' ? value.trim().slice(0, 100) : '';

/** A guest with an empty cart goes back to the cart page (303); the page is private. */
export async function loadMethodsStep(context: RequestContext, request: Request) {
  const url = new URL(request.url);
  try {
    // Validated before the step (issue 17): lost lines or an empty cart go back to the cart.
    const { cart, removed } = await loadValidatedCart(context);
    if (cart.items.length === 0 || removed > 0) {
      return redirect(cartPathAfterRemoval(context.locale, removed), {
        status: 303,
        headers: { 'Cache-Control': privateNoStore },
      });
    }
    const stored = readMethodsCookie(request.headers.get('Cookie'));
    const view = await loadMethodsView(
      context,
      draftChoice(url, stored),
      searchText(url.searchParams.get('s')),
    );
    // The cart's products for the step's `checkout.step_load`.
    return { ...view, products: trackedCartLines(cart.items) };
  } catch (error) {
    throw serviceUnavailable(error);
  }
}

export type MethodsField = 'shipper' | 'payment' | 'branch' | 'slot';
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
  const reason = (sent: number | string | null) => (sent ? 'unavailable' : 'missing');
  if (!view.choice.shipperId) errors.shipper = reason(posted.shipperId);
  if (!view.choice.paymentId) errors.payment = reason(posted.paymentId);
  const shipper = view.shippers.find((entry) => entry.id === view.choice.shipperId);
  if (shipper?.hasBranches && !view.choice.branchId) errors.branch = reason(posted.branchId);
  // A shipper with windows delivers in one the shopper chose (the seed's "choose the window").
  if (view.deliveryTimes && !view.choice.slotId) errors.slot = reason(posted.slotId);
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
    slotId: slotIdOf(text('slot')),
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
