import { ApiRequestError, endpoints, type ApiError } from '@vitrina/contracts';
import type { Cart, CartItem } from '@vitrina/contracts/store';
import { logBackendFailure } from '../../api/apiErrors.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { RequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { replaceSession } from '../../request/resolveRequestContext.server.ts';
import { cookieNames } from '../../session/cookies.ts';
import { sessionCookie } from '../../session/sessionCookies.ts';

/** Spec §9: the guest cart cookie lives one day (the back end forgets the cart a day after its last write). */
export const cartCookieMaxAge = 60 * 60 * 24;

/** The guest cart token's cookie: HttpOnly and SameSite=Lax like the auth cookie; `null` deletes it. */
export function cartTokenCookie(token: string | null, secure: boolean): string {
  return sessionCookie(cookieNames.cartToken, token ?? '', secure, token ? cartCookieMaxAge : 0);
}

/**
 * What a cart answer means for the cookie: a guest's token is (re)written, so the day counts from
 * this write; a user's cart (`meta.custom` null) no longer needs the guest token the request
 * carried (the login merged it, or it expired), so it goes and pages stop bypassing the cache.
 */
export function cartCookiesFor(
  sentToken: string | undefined,
  answeredToken: string | null,
  secure: boolean,
): string[] {
  if (answeredToken) return [cartTokenCookie(answeredToken, secure)];
  return sentToken ? [cartTokenCookie(null, secure)] : [];
}

/** The cart of a shopper who has none: what the back end answers for a call without a token. */
export function emptyCart(currencyCode: string): Cart {
  return {
    id: null,
    currencyCode,
    items: [],
    itemsCount: 0,
    prices: {
      currencyCode,
      itemsWithTax: 0,
      itemsWithoutTax: 0,
      discountWithTax: 0,
      discountWithoutTax: 0,
      creditsWithTax: 0,
      totalWithTax: 0,
      totalWithoutTax: 0,
      discountLimitPriceWithVat: 0,
      freeShippingAt: null,
      orderMinimumValue: null,
      meetsOrderMinimum: true,
    },
    coupon: null,
    credits: 0,
    selectedGifts: [],
  };
}

/** Whether the request can have a cart at all (spec §4: without either token it is empty). */
export function mayHaveCart(context: RequestContext): boolean {
  return Boolean(context.session.cartToken || context.session.authToken);
}

/**
 * The shopper's cart. The request's client already sends the guest token (`x-cart-token`) or the
 * bearer token (decision 065); without either no call is made.
 */
export async function loadCart(context: RequestContext): Promise<Cart> {
  if (!mayHaveCart(context)) return emptyCart(context.currency);
  const { data } = await context.api.call(endpoints.cart, {});
  return data;
}

/**
 * The cart after the back end's validation (spec §5): lines whose product, variant or shoppable
 * is gone are taken out, and `removed` says how many, so the page can tell the shopper (spec §8).
 */
export async function loadValidatedCart(
  context: RequestContext,
): Promise<{ cart: Cart; removed: number }> {
  if (!mayHaveCart(context)) return { cart: emptyCart(context.currency), removed: 0 };
  const { data } = await context.api.call(endpoints.validateCart, {});
  return { cart: data.cart, removed: data.removed.length };
}

/**
 * The lines a checkout step's validation took out before it sent the shopper back here
 * (`?removed=N`, `cartPathAfterRemoval`): only a small count is believed, never text.
 */
export function removedByStep(url: URL): number {
  const value = url.searchParams.get('removed') ?? '';
  return /^[1-9]\d{0,2}$/.test(value) ? Number(value) : 0;
}

/** Where a step sends a shopper whose cart lost lines on validation: the cart, which says so. */
export function cartPathAfterRemoval(locale: Locale, removed: number): string {
  const cart = routePath('checkout', {}, locale);
  return removed > 0 ? `${cart}?removed=${Math.min(removed, 999)}` : cart;
}

/** The header's cart count and total; null when there is no cart or it could not be read. */
export async function loadCartSummary(context: RequestContext) {
  if (!mayHaveCart(context)) return null;
  try {
    const cart = await loadCart(context);
    if (cart.itemsCount === 0) return null;
    return { itemsCount: cart.itemsCount, totalWithTax: cart.prices.totalWithTax };
  } catch (error) {
    // The header must not take the page down with it; the cart page shows the failure.
    logBackendFailure(error);
    return null;
  }
}

export type CartSummary = Awaited<ReturnType<typeof loadCartSummary>>;

/** One change of the cart (spec §7 cart calls). */
export type CartChange =
  | { kind: 'add'; variantId: number; amount: number; forCredits: boolean }
  | { kind: 'setAmount'; itemId: number; amount: number }
  | { kind: 'remove'; itemId: number }
  | { kind: 'applyCoupon'; couponCode: string }
  | { kind: 'removeCoupon' }
  | { kind: 'addGift'; giftId: number }
  | { kind: 'removeGift'; giftId: number }
  | { kind: 'setCredits'; credits: number };

/** A change the back end refused for a reason the shopper can act on (its field and title). */
export interface CartRefusal {
  status: number;
  error: ApiError;
}

export type CartChangeResult =
  | { ok: true; cart: Cart; changedAmount?: number; addedItem?: CartItem; cookies: string[] }
  | { ok: false; refusal: CartRefusal };

async function callChange(context: RequestContext, change: CartChange) {
  const { api } = context;
  switch (change.kind) {
    case 'add': {
      const { data, meta } = await api.call(endpoints.addCartItem, {
        body: {
          id: change.variantId,
          type: 'variant',
          amount: change.amount,
          credits: change.forCredits,
        },
      });
      return {
        cart: data.cart,
        token: meta.custom,
        changedAmount: data.changedAmount,
        addedItem: data.addedItem,
      };
    }
    case 'setAmount': {
      const { data, meta } = await api.call(endpoints.updateCartItem, {
        params: { id: change.itemId },
        body: { amount: change.amount },
      });
      return { cart: data, token: meta.custom };
    }
    case 'remove': {
      const { data, meta } = await api.call(endpoints.removeCartItem, {
        params: { id: change.itemId },
      });
      return { cart: data, token: meta.custom };
    }
    case 'applyCoupon': {
      const { data, meta } = await api.call(endpoints.applyCoupon, {
        body: { couponCode: change.couponCode },
      });
      return { cart: data, token: meta.custom };
    }
    case 'removeCoupon': {
      const { data, meta } = await api.call(endpoints.removeCoupon, {});
      return { cart: data, token: meta.custom };
    }
    case 'addGift': {
      const { data, meta } = await api.call(endpoints.addCartGift, {
        body: { id: change.giftId },
      });
      return { cart: data, token: meta.custom };
    }
    case 'removeGift': {
      const { data, meta } = await api.call(endpoints.removeCartGift, {
        params: { id: change.giftId },
      });
      return { cart: data, token: meta.custom };
    }
    case 'setCredits': {
      const { data, meta } = await api.call(endpoints.setCartCredits, {
        body: { credits: change.credits },
      });
      return { cart: data, token: meta.custom };
    }
  }
}

/**
 * Adds many lines at once (`POST /cart/items/batch`, order import and "repeat order"): the lines
 * the back end could not add come back in `errors` by position. The cookie rules are those of
 * `changeCart`; a refusal of the whole batch or an outage throws the back end's error.
 */
export async function addCartLines(
  context: RequestContext,
  items: readonly { id: number; type: 'product' | 'variant'; amount: number }[],
  signal: AbortSignal,
) {
  const { data, meta } = await context.api.call(endpoints.addCartItems, {
    body: { items: [...items] },
  });
  return { ...data, cookies: sessionCookiesFor(context, meta.custom, signal) };
}

/** The cookies a cart answer asks for; a token issued now also serves the rest of the request. */
function sessionCookiesFor(context: RequestContext, token: string | null, signal: AbortSignal) {
  const sent = context.session.cartToken;
  if (token && token !== sent)
    replaceSession(context, { ...context.session, cartToken: token }, signal);
  return cartCookiesFor(sent, token, context.https);
}

/**
 * Back-end answers that are the shopper's to fix (a wrong code, no stock, credits without a
 * login), not outages.
 */
const refusalStatuses = new Set([400, 401, 404, 409, 422]);

/**
 * Changes the cart with the request's tokens and says which cookies to set. A token issued by
 * the first add also serves the rest of this request. A refusal (400/401/404/409/422) is returned
 * with its first error; anything else (the back end down) throws.
 */
export async function changeCart(
  context: RequestContext,
  change: CartChange,
  signal: AbortSignal,
): Promise<CartChangeResult> {
  try {
    const { cart, token, ...added } = await callChange(context, change);
    return { ok: true, cart, ...added, cookies: sessionCookiesFor(context, token, signal) };
  } catch (error) {
    if (error instanceof ApiRequestError && refusalStatuses.has(error.status)) {
      const first = error.errors[0] ?? { title: error.message, code: 'validation_failed' as const };
      return { ok: false, refusal: { status: error.status, error: first } };
    }
    throw error;
  }
}
