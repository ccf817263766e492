import { ApiRequestError, endpoints } from '@vitrina/contracts';
import type { Address, Branch, Company, Payment, Shipper, User } from '@vitrina/contracts/store';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { logBackendFailure, serviceUnavailable } from '../../api/apiErrors.ts';
import { privateNoStore } from '../../middleware/cacheControl.ts';
import {
  getRequestContext,
  requestCurrency,
  type RequestContext,
} from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { formDataValues, keptValues, textAt } from '../account/forms/formValues.ts';
import { findCompany } from '../account/register.server.ts';
import { getShopper } from '../account/shopper.server.ts';
import { cartPathAfterRemoval, mayHaveCart } from '../cart/cart.server.ts';
import { chosenGiftsOf } from './cartExtras.server.ts';
import {
  findBranch,
  findSlot,
  loadDeliveryTimes,
  loadOffer,
  methodsCookie,
  readMethodsCookie,
} from './checkoutMethods.server.ts';
import { deliveryDetailsSchema, type DetailsRules } from './deliveryDetailsForm.ts';
import { buildPlaceOrderBody } from './orderPayload.ts';
import { placeErrorOf, placeFieldOf, type PlaceError } from './placeErrors.ts';

/**
 * The delivery-details step (route `checkout-info`, decision 150): the cart validated on the
 * server, the shipping-and-payment choice re-checked, the form prefilled from the signed-in
 * shopper; its action places the order (`POST /cart/place`) and goes on to the finish page.
 */

/** The step's shipper, payment, branch and delivery slot, each still offered for this cart. */
export interface CheckedChoice {
  shipper: Shipper;
  payment: Payment;
  branch: Branch | null;
  slot: ChosenSlot | null;
}

export type ChosenSlot = NonNullable<ReturnType<typeof findSlot>>;

const seeOther = (location: string, headers = new Headers()) => {
  headers.set('Cache-Control', privateNoStore);
  return redirect(location, { status: 303, headers });
};

/** The methods cookie checked against the back end's offer; null when anything is missing. */
export async function checkedChoice(
  context: RequestContext,
  cookieHeader: string | null,
): Promise<CheckedChoice | null> {
  const stored = readMethodsCookie(cookieHeader);
  if (!stored.shipperId || !stored.paymentId) return null;
  const { shipper, payments } = await loadOffer(context, stored.shipperId);
  const payment = payments.find((entry) => entry.id === stored.paymentId);
  if (!shipper || !payment) return null;
  const [branch, times] = await Promise.all([
    shipper.hasBranches && stored.branchId
      ? findBranch(context, shipper.id, stored.branchId)
      : Promise.resolve(null),
    loadDeliveryTimes(context, shipper),
  ]);
  if (shipper.hasBranches && !branch) return null;
  // A shipper with windows needs one still offered (a slot chosen yesterday may be past now).
  const slot = findSlot(times, stored.slotId);
  if (times && !slot) return null;
  return { shipper, payment, branch, slot };
}

/** The form's first values for a signed-in shopper: name, contacts, company, default billing address. */
export function prefillFrom(user: User, billing: Address | null): Record<string, unknown> {
  const address = billing
    ? {
        street: billing.street,
        houseNumber: billing.houseNumber,
        city: billing.city,
        postcode: billing.postcode,
        country: billing.countryCode,
      }
    : {};
  return {
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    phone: user.phone ?? '',
    companyName: user.companyName ?? '',
    tin: user.tin ?? '',
    vatin: user.vatin ?? '',
    ...address,
  };
}

async function defaultBilling(context: RequestContext): Promise<Address | null> {
  try {
    const { data: addresses } = await context.api.call(endpoints.addresses, {
      query: { type: 'billing' },
    });
    return addresses.find((address) => address.isDefault) ?? addresses[0] ?? null;
  } catch (error) {
    // The form works without the prefill; the shopper types the address instead.
    logBackendFailure(error);
    return null;
  }
}

async function countryOptions(context: RequestContext) {
  const { data: countries } = await context.api.call(endpoints.countries, {
    query: { perPage: 100 },
  });
  return countries.map((country) => ({ value: country.code, label: country.name }));
}

/**
 * The step: 303 to the cart when it is empty, lost lines on validation or is under the minimum
 * order; 303 to shipping and payment without a complete, still offered choice.
 */
export async function loadDetailsStep(
  routerContext: Readonly<RouterContextProvider>,
  request: Request,
) {
  const context = getRequestContext(routerContext);
  const { locale } = context;
  if (!mayHaveCart(context)) return seeOther(routePath('checkout', {}, locale));
  try {
    const { data: validated } = await context.api.call(endpoints.validateCart, {});
    const { cart, removed } = validated;
    if (cart.items.length === 0 || removed.length > 0 || !cart.prices.meetsOrderMinimum)
      return seeOther(cartPathAfterRemoval(locale, removed.length));
    const choice = await checkedChoice(context, request.headers.get('Cookie'));
    if (!choice) return seeOther(routePath('checkout-methods', {}, locale));
    const shopper = getShopper(routerContext);
    const user = shopper.status === 'user' ? shopper.user : null;
    const [countries, billing, gifts] = await Promise.all([
      countryOptions(context),
      user ? defaultBilling(context) : Promise.resolve(null),
      chosenGiftsOf(routerContext, cart),
    ]);
    return {
      cart,
      gifts,
      currency: requestCurrency(context),
      choice,
      countries,
      guest: !user,
      initial: user ? prefillFrom(user, billing) : {},
    };
  } catch (error) {
    throw serviceUnavailable(error);
  }
}

export type DetailsStepData = Exclude<Awaited<ReturnType<typeof loadDetailsStep>>, Response>;

/** What a refused post (or the company lookup) answers: values to refill and errors. */
export interface DetailsActionData {
  values: Record<string, unknown>;
  fieldErrors: Record<string, string>;
  /** Why the order could not be placed, beside the fields (a message key, never raw text). */
  placeError?: PlaceError;
  /** The lookup filled the company (the page says so). */
  companyFilled?: boolean;
}

const answer = (body: DetailsActionData, status: number) =>
  data(body, { status, headers: { 'Cache-Control': privateNoStore } });

/** ARES's street (`Na Florenci 2116/15`) as the form's street and house number. */
export function splitStreet(street: string): { street: string; houseNumber: string } {
  const match = /^(.*\S)\s+(\S*\d\S*)$/.exec(street.trim());
  return match
    ? { street: match[1] ?? '', houseNumber: match[2] ?? '' }
    : { street: street.trim(), houseNumber: '' };
}

/** The company's fields as the form's values (the lookup fills name, DIČ and the seat). */
export function companyValues(company: Company): Record<string, string> {
  const seat = company.address;
  return {
    companyName: company.name,
    tin: company.ico,
    vatin: company.vatId ?? '',
    ...(seat
      ? {
          ...splitStreet(seat.street),
          city: seat.city,
          postcode: seat.postcode,
          country: seat.countryCode,
        }
      : {}),
  };
}

/** The IČO lookup as a plain post (`intent=ares`): the form comes back filled in. */
async function lookUp(context: RequestContext, values: Record<string, unknown>) {
  const kept = keptValues(values);
  const found = await findCompany(context, textAt(values, 'tin'));
  if (!found.ok) return answer({ values: kept, fieldErrors: { tin: found.message } }, 422);
  return answer(
    {
      values: { ...kept, ...companyValues(found.company) },
      fieldErrors: {},
      companyFilled: true,
    },
    200,
  );
}

async function shopContact(context: RequestContext) {
  return (await context.api.call(endpoints.globals, {})).data.contact;
}

/**
 * Place order: the form checked with the step's schema, the choice re-checked, `POST /cart/place`
 * with the spec §5 payload; then the methods cookie goes and the shopper goes to the finish page
 * (`?order=<token>`). The back end answers a repeated place of one cart with the same order, so a
 * double post without JavaScript lands on the same finish page. A refusal keeps every value.
 */
export async function detailsStepAction(
  routerContext: Readonly<RouterContextProvider>,
  request: Request,
) {
  const context = getRequestContext(routerContext);
  const { locale } = context;
  const form = await request.formData();
  const values = formDataValues(form);
  if (form.get('intent') === 'ares') return lookUp(context, values);
  const guest = getShopper(routerContext).status !== 'user';
  let choice: CheckedChoice | null;
  try {
    choice = await checkedChoice(context, request.headers.get('Cookie'));
  } catch (error) {
    throw serviceUnavailable(error);
  }
  if (!choice) return seeOther(routePath('checkout-methods', {}, locale));
  const rules: DetailsRules = { addressRequired: choice.shipper.requiredAddress, guest };
  const parsed = deliveryDetailsSchema(rules).safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
    return answer({ values: keptValues(values), fieldErrors }, 400);
  }
  try {
    const contact = await shopContact(context);
    const body = buildPlaceOrderBody(
      parsed.data,
      {
        shipper: choice.shipper,
        paymentId: choice.payment.id,
        branch: choice.branch,
        slotId: choice.slot?.id ?? null,
        contact,
      },
      guest,
    );
    const placed = await context.api.call(endpoints.placeOrder, { body });
    const headers = new Headers();
    headers.append('Set-Cookie', methodsCookie(null, context.https));
    const finish = routePath('checkout-finish', {}, locale);
    return seeOther(`${finish}?order=${encodeURIComponent(placed.meta.token)}`, headers);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status >= 500) throw serviceUnavailable(error);
    // The cart was placed or emptied elsewhere (another tab): back to the cart.
    if (error.status === 404) return seeOther(routePath('checkout', {}, locale));
    const fieldErrors: Record<string, string> = {};
    for (const apiError of error.errors) {
      const field = placeFieldOf(apiError.field);
      if (field) fieldErrors[field] ??= apiError.title;
    }
    const placeError = placeErrorOf(error.errors, Object.keys(fieldErrors).length > 0);
    if (placeError === 'unavailable') logBackendFailure(error);
    return answer({ values: keptValues(values), fieldErrors, placeError }, error.status);
  }
}
