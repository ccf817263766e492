import { useSetAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { useLayoutEffect, useMemo } from 'react';
import type { ShopperSummary } from '../account/shopper.server.ts';
import { shopperSummaryAtom } from '../account/shopper.atoms.ts';
import { headerCartAtom, type HeaderCart } from '../cart/cart.atoms.ts';
import { favouriteIdsAtom } from '../catalog/favourites/favourites.atoms.ts';

export interface ShopperState {
  cart: HeaderCart;
  account: ShopperSummary;
  /** The wish list's product ids; only a signed-in shopper has them. */
  favouriteIds: readonly number[] | null;
}

/**
 * Writes the root loader's cart and session into their atoms (decision 100, addendum): hydrated
 * for the first render (server and browser agree, no flash), then written again whenever a
 * revalidation brings new data. The atoms live in the render's own store (AppProviders), so one
 * shopper's cart never reaches another's page. Renders nothing.
 */
export function ShopperStateMirror({ cart, account, favouriteIds }: ShopperState) {
  const favourites = useMemo(
    () => (account ? (favouriteIds ?? []) : null),
    [account, favouriteIds],
  );
  useHydrateAtoms([
    [headerCartAtom, cart],
    [shopperSummaryAtom, account],
    [favouriteIdsAtom, favourites],
  ] as const);
  const setCart = useSetAtom(headerCartAtom);
  const setAccount = useSetAtom(shopperSummaryAtom);
  const setFavourites = useSetAtom(favouriteIdsAtom);
  // Before paint, so the header never shows the count from before the revalidation.
  useLayoutEffect(() => setCart(cart), [cart, setCart]);
  useLayoutEffect(() => setAccount(account), [account, setAccount]);
  useLayoutEffect(() => setFavourites(favourites), [favourites, setFavourites]);
  return null;
}
