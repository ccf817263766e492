import { atom, useAtomValue } from 'jotai';
import type { ShopperSummary } from './shopper.server.ts';

/**
 * The signed-in shopper as the root loader saw them (null for a guest or on an error page). A
 * mirror of the loader's data that the layout writes (decision 100, addendum).
 */
export const shopperSummaryAtom = atom<ShopperSummary>(null);

export function useShopperSummary(): ShopperSummary {
  return useAtomValue(shopperSummaryAtom);
}
