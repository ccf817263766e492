import { applyCouponBody } from '@vitrina/contracts/store';
import { data, redirect } from 'react-router';
import { serviceUnavailable } from '../../api/apiErrors.ts';
import { serverEnv } from '../../env.server.ts';
import { privateNoStore } from '../../middleware/cacheControl.ts';
import { requestCurrency, type RequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import {
  changeCart,
  loadValidatedCart,
  removedByStep,
  type CartChange,
} from '../cart/cart.server.ts';
import { recommendationRail } from '../catalog/recommendations/recommendations.server.ts';
import type { CartError } from '../cart/cartMessages.ts';
import { replyAsData } from './cartLineChange.ts';
import { positiveId } from './checkoutMethods.server.ts';

/**
 * The cart page (route `checkout`, private): the shopper's cart with its prices as the back end
 * computed them, and the reason a plain add-to-cart post could not add (`?addError=`, looked up
 * in the cart's message table, so the address cannot make the page say anything else).
 */
export async function loadCartPage(context: RequestContext, url: URL) {
  try {
    // Validated on every visit: a line whose product went away is taken out and said (spec §8).
    const { cart, removed } = await loadValidatedCart(context);
    const addError = url.searchParams.get('addError');
    return {
      cart,
      removedItems: removed + removedByStep(url),
      currency: requestCurrency(context),
      imageBase: serverEnv().contentApiUrl,
      addError: addError ? { title: addError.slice(0, 200) } : null,
      // Not the shopper's own: the same best sellers for every empty cart (shared cache).
      emptyCartRail:
        cart.items.length === 0
          ? await recommendationRail(context, { placement: 'emptyCart' })
          : null,
    };
  } catch (error) {
    throw serviceUnavailable(error);
  }
}

export type CartPageData = Awaited<ReturnType<typeof loadCartPage>>;

export const cartIntents = [
  'setAmount',
  'remove',
  'applyCoupon',
  'removeCoupon',
  'addGift',
  'removeGift',
  'setCredits',
] as const;
export type CartIntent = (typeof cartIntents)[number];

/** What a refused change answers the page: which form, which line, and why. */
export interface CartActionFailure {
  intent: CartIntent | 'saveList';
  itemId: number | null;
  error: CartError;
}

/** A script's answer for a change the back end made. */
export interface CartActionDone {
  intent: CartIntent;
  itemId: number | null;
  done: true;
  /** The line's amount after the change (null: the line is gone), for `cart.item.*` events. */
  amount: number | null;
}

const lineId = /^\d{1,10}$/;

/** The change a cart page form asks for, or the field error of a malformed post. */
export function readCartForm(
  form: FormData,
): { change: CartChange; itemId: number | null } | { failure: CartActionFailure } {
  const intent = String(form.get('intent') ?? '') as CartIntent;
  const itemText = String(form.get('itemId') ?? '');
  const itemId = lineId.test(itemText) && Number(itemText) > 0 ? Number(itemText) : null;
  const fail = (field: string, title: string, code?: string) => ({
    failure: { intent, itemId, error: { field, title, code } },
  });
  const noLine = () => fail('itemId', 'No such line', 'not_found');
  switch (intent) {
    case 'setAmount': {
      if (itemId === null) return noLine();
      const amount = String(form.get('amount') ?? '').trim();
      if (!/^\d{1,4}$/.test(amount) || Number(amount) < 1) {
        return fail('amount', 'Amount must be 1 to 9999');
      }
      return { change: { kind: 'setAmount', itemId, amount: Number(amount) }, itemId };
    }
    case 'remove':
      if (itemId === null) return noLine();
      return { change: { kind: 'remove', itemId }, itemId };
    case 'applyCoupon': {
      // The contract's own rule (one definition): trimmed, 1–64 of [A-Za-z0-9_-], upper-cased.
      const parsed = applyCouponBody.safeParse({
        couponCode: String(form.get('couponCode') ?? ''),
      });
      if (!parsed.success) {
        return fail('couponCode', parsed.error.issues[0]?.message ?? 'The code is not valid');
      }
      return { change: { kind: 'applyCoupon', couponCode: parsed.data.couponCode }, itemId: null };
    }
    case 'removeCoupon':
      return { change: { kind: 'removeCoupon' }, itemId: null };
    case 'addGift':
    case 'removeGift': {
      const giftId = positiveId(String(form.get('giftId') ?? ''));
      if (giftId === null) return fail('giftId', 'No such gift', 'not_found');
      return { change: { kind: intent, giftId }, itemId: null };
    }
    case 'setCredits': {
      // Minor units of the shop's currency, as the back end takes them; it caps them itself.
      const credits = String(form.get('credits') ?? '').trim();
      if (!/^\d{1,10}$/.test(credits) || Number(credits) > 1_000_000_000)
        return fail('credits', 'Not a number of credits');
      return { change: { kind: 'setCredits', credits: Number(credits) }, itemId: null };
    }
    default:
      return {
        failure: {
          intent: 'setAmount',
          itemId: null,
          error: { field: 'intent', title: 'Unknown' },
        },
      };
  }
}

/**
 * The cart page's forms (plain posts: change amount, remove, coupon). A change goes back to the
 * cart page (303, so a reload does not post again), or is answered as data to a script's line
 * form; a refusal renders the page with its reason next to the form that caused it.
 */
export async function cartPageAction(context: RequestContext, request: Request, form?: FormData) {
  const fields = form ?? (await request.formData());
  const read = readCartForm(fields);
  const headers = new Headers({ 'Cache-Control': privateNoStore });
  if ('failure' in read) return data(read.failure, { status: 422, headers });
  const result = await changeCart(context, read.change, request.signal).catch((error: unknown) => {
    throw serviceUnavailable(error);
  });
  if (!result.ok) {
    const failure: CartActionFailure = {
      intent: read.change.kind as CartIntent,
      itemId: read.itemId,
      error: result.refusal.error,
    };
    return data(failure, { status: result.refusal.status, headers });
  }
  for (const cookie of result.cookies) headers.append('Set-Cookie', cookie);
  if (fields.get(replyAsData.name) === replyAsData.value) {
    const done: CartActionDone = {
      intent: read.change.kind as CartIntent,
      itemId: read.itemId,
      done: true,
      amount: result.cart.items.find((item) => item.id === read.itemId)?.amount ?? null,
    };
    return data(done, { headers });
  }
  return redirect(routePath('checkout', {}, context.locale), { status: 303, headers });
}
