import { defaultCurrency, endpoints } from '@vitrina/contracts';
import type { Cart, OrderGift } from '@vitrina/contracts/store';
import type { RouterContextProvider } from 'react-router';
import { logBackendFailure } from '../../api/apiErrors.ts';
import { sharedCache } from '../../api/sharedCache.server.ts';
import { audienceOf, getRequestContext } from '../../request/requestContext.ts';
import { getAccountFeatures } from '../account/accountFeatures.server.ts';
import { getShopper } from '../account/shopper.server.ts';

/** The gifts offered with orders and whether the shop runs loyalty credits: the same for everyone. */
const shopOffersOf = sharedCache({
  load: async (api) => {
    const [gifts, globals] = await Promise.all([
      api.call(endpoints.orderGifts, {}),
      api.call(endpoints.globals, {}),
    ]);
    return {
      gifts: gifts.data,
      loyaltyCredits: globals.data.settings.functions.loyalty_credits === true,
    };
  },
  max: 200,
  freshMs: 60_000,
  staleMs: 10 * 60_000,
});

/** What the cart page offers beside the lines (spec §2 Cart: gifts, credits, save as a list). */
export interface CartExtras {
  gifts: OrderGift[];
  /** The signed-in shopper's credits (minor units), when the shop runs them and they can apply. */
  credits: { available: number } | null;
  /** Signed in, with shopping lists on: the cart can be saved as a list. */
  canSaveList: boolean;
}

const noExtras: CartExtras = { gifts: [], credits: null, canSaveList: false };

/**
 * The extras of a cart page. They are optional to the page: a back end that cannot answer them
 * leaves the cart itself working, without them (logged).
 */
export async function loadCartExtras(
  context: Readonly<RouterContextProvider>,
  cart: Cart,
): Promise<CartExtras> {
  if (cart.items.length === 0) return noExtras;
  const ctx = getRequestContext(context);
  const signedIn = getShopper(context).status === 'user';
  try {
    const offers = await shopOffersOf(audienceOf(ctx));
    // The back end keeps credits in the shop's default currency and spends them only there.
    const creditsApply = signedIn && offers.loyaltyCredits && cart.currencyCode === defaultCurrency;
    const credits = creditsApply ? (await ctx.api.call(endpoints.userCredits, {})).data.amount : 0;
    return {
      gifts: offers.gifts,
      credits: credits > 0 || cart.credits > 0 ? { available: credits } : null,
      canSaveList: signedIn && getAccountFeatures(context).shoppingLists,
    };
  } catch (error) {
    logBackendFailure(error);
    return { ...noExtras, canSaveList: signedIn && getAccountFeatures(context).shoppingLists };
  }
}

/**
 * The order gifts the cart has chosen (names for the order summary), from the same shared list
 * as the cart page. Optional like the extras: without an answer the summary leaves them out.
 */
export async function chosenGiftsOf(
  context: Readonly<RouterContextProvider>,
  cart: Cart,
): Promise<OrderGift[]> {
  if (cart.selectedGifts.length === 0) return [];
  try {
    const offers = await shopOffersOf(audienceOf(getRequestContext(context)));
    return offers.gifts.filter((gift) => cart.selectedGifts.includes(gift.id));
  } catch (error) {
    logBackendFailure(error);
    return [];
  }
}
