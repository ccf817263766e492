import type { Route } from './+types/favouritesAction';
import { favouriteIds, toggleFavourite } from '../../features/account/favourites.server.ts';

// The hearts' form target (POST) and their state for a script (GET: the wish list's product ids).
export function action({ request, context }: Route.ActionArgs) {
  return toggleFavourite(request, context);
}

export function loader({ context }: Route.LoaderArgs) {
  return favouriteIds(context);
}
