import type { I18n, MessageDescriptor } from '@lingui/core';

/** A cart error as the back end or the storefront's own form check words it (English). */
export interface CartError {
  field?: string;
  title: string;
  code?: string;
}

/**
 * The back end's cart and coupon titles (decision 065) and the add-to-cart form's own, in the
 * shopper's language. Plain descriptors marked for extraction, so the module also loads where no
 * Lingui macro runs (server modules, unit tests).
 */
const messages: Record<string, MessageDescriptor> = {
  'Not in stock': /*i18n*/ { id: 'cart.error.notInStock', message: 'Sorry, this is not in stock.' },
  'No more pieces in stock than the cart already holds': /*i18n*/ {
    id: 'cart.error.noMoreInStock',
    message: 'Your cart already holds every piece we have in stock.',
  },
  'This product is not for sale': /*i18n*/ {
    id: 'cart.error.notForSale',
    message: 'This product cannot be bought.',
  },
  'Choose a product variant': /*i18n*/ {
    id: 'cart.error.chooseVariant',
    message: 'Please select a variant.',
  },
  'Quantity must be 1 to 999': /*i18n*/ {
    id: 'cart.error.quantity',
    message: 'Enter a quantity from 1 to 999.',
  },
  'Amount must be 1 to 9999': /*i18n*/ {
    id: 'cart.error.amount',
    message: 'Enter an amount from 1 to 9999.',
  },
  'Enter a code': /*i18n*/ { id: 'cart.error.couponEmpty', message: 'Enter a promo code.' },
  'The code is not valid': /*i18n*/ {
    id: 'cart.error.couponInvalid',
    message: 'A promo code has only letters, digits, dashes and underscores.',
  },
  'The promo code does not exist': /*i18n*/ {
    id: 'cart.error.couponUnknown',
    message: 'This promo code does not exist.',
  },
  'The promo code is not valid yet': /*i18n*/ {
    id: 'cart.error.couponNotYet',
    message: 'This promo code is not valid yet.',
  },
  'The promo code has expired': /*i18n*/ {
    id: 'cart.error.couponExpired',
    message: 'This promo code has expired.',
  },
  'The promo code has been used up': /*i18n*/ {
    id: 'cart.error.couponUsedUp',
    message: 'This promo code has been used up.',
  },
  'This gift is no longer available': /*i18n*/ {
    id: 'cart.error.giftGone',
    message: 'Sorry, this gift is no longer available.',
  },
  'No such gift': /*i18n*/ { id: 'cart.error.giftUnknown', message: 'This gift is not offered.' },
  'Sign in to spend credits': /*i18n*/ {
    id: 'cart.error.creditsSignIn',
    message: 'Sign in to use your credits.',
  },
  'Not a number of credits': /*i18n*/ {
    id: 'cart.error.creditsNumber',
    message: 'Credits could not be used. Please try again.',
  },
  'Sign in to save the cart': /*i18n*/ {
    id: 'cart.error.listSignIn',
    message: 'Sign in to save the cart as a shopping list.',
  },
  'Enter a name of the list': /*i18n*/ {
    id: 'cart.error.listName',
    message: 'Enter a name of the shopping list (up to 255 characters).',
  },
  'The cart is empty': /*i18n*/ { id: 'cart.error.cartEmpty', message: 'Your cart is empty.' },
};
const giftThreshold = /*i18n*/ {
  id: 'cart.error.giftThreshold',
  message: 'Your order does not reach this gift yet.',
};
const creditsBalance = /*i18n*/ {
  id: 'cart.error.creditsBalance',
  message: 'You do not have that many credits.',
};
const listTooLong = /*i18n*/ {
  id: 'cart.error.listTooLong',
  message: 'The cart has more items than a shopping list can hold.',
};
const listsFull = /*i18n*/ {
  id: 'cart.error.listsFull',
  message: 'You have as many shopping lists as you can; delete one first.',
};

const onlyInStock = /*i18n*/ {
  id: 'cart.error.onlyInStock',
  message: 'Only {count} pieces are in stock.',
};
const couponMinimum = /*i18n*/ {
  id: 'cart.error.couponMinimum',
  message: 'This promo code needs a larger order.',
};
const cartFull = /*i18n*/ {
  id: 'cart.error.cartFull',
  message: 'Your cart is full; remove something first.',
};
const notFound = /*i18n*/ {
  id: 'cart.error.notFound',
  message: 'This item is no longer in your cart.',
};
const generic = /*i18n*/ {
  id: 'cart.error.generic',
  message: 'The cart could not be changed. Please try again.',
};

/** The shopper's text for a cart error; an unknown title gets a generic text, never English. */
export function cartErrorMessage(i18n: I18n, error: CartError): string {
  const known = messages[error.title];
  if (known) return i18n._(known);
  const only = /^Only (\d+) pieces are in stock$/.exec(error.title);
  if (only) return i18n._({ ...onlyInStock, values: { count: Number(only[1]) } });
  if (error.title.startsWith('The promo code needs an order of at least')) {
    return i18n._(couponMinimum);
  }
  if (/^A cart holds at most \d+ lines$/.test(error.title)) return i18n._(cartFull);
  if (error.title.startsWith('This gift comes with orders from')) return i18n._(giftThreshold);
  if (/^You have \d+ credits$/.test(error.title)) return i18n._(creditsBalance);
  if (/^At most \d+ shopping lists/.test(error.title)) return i18n._(listsFull);
  if (/^At most \d+ items on a list/.test(error.title)) return i18n._(listTooLong);
  if (error.code === 'not_found') return i18n._(notFound);
  return i18n._(generic);
}
