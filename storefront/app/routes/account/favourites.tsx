import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/favourites';
import { loadFavouritesPage } from '../../features/account/favourites.server.ts';
import { FavouritesPage } from '../../features/account/FavouritesPage.tsx';
import { UserArea } from '../../features/account/UserArea.tsx';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadFavouritesPage(context, request);
}

export default function Favourites({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <UserArea title={t`Favourites`}>
      <FavouritesPage list={loaderData.list} imageBase={loaderData.imageBase} />
    </UserArea>
  );
}
