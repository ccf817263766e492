import type { Currency } from '@vitrina/contracts/store';
import { atom, useAtomValue } from 'jotai';
import type { CartSummary } from './cart.server.ts';

/** The header's view of the cart: piece count and total in the page's currency. */
export type HeaderCart = (NonNullable<CartSummary> & { currency: Currency }) | null;

/**
 * The cart as the root loader last read it (null without a cart, also for a guest's cached pages).
 * A mirror, never the source of truth (decision 100, addendum): the layout writes it from the
 * loader's data on every render, nothing else does.
 */
export const headerCartAtom = atom<HeaderCart>(null);

export function useHeaderCart(): HeaderCart {
  return useAtomValue(headerCartAtom);
}
