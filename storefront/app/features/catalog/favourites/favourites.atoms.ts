import { atom, useAtomValue } from 'jotai';

/**
 * The products on the signed-in shopper's wish list as the root loader saw them; null for a guest
 * (or on an error page). A mirror of the loader's data that the layout writes (decision 100,
 * addendum); a signed-in page is private, so this never comes from a shared cache.
 */
export const favouriteIdsAtom = atom<readonly number[] | null>(null);

export function useFavouriteIds(): readonly number[] | null {
  return useAtomValue(favouriteIdsAtom);
}
