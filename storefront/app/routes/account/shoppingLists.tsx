import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/shoppingLists';
import {
  changeShoppingLists,
  loadShoppingListsPage,
} from '../../features/account/shoppingLists.server.ts';
import { ShoppingListsPage } from '../../features/account/ShoppingListsPages.tsx';
import { UserArea } from '../../features/account/UserArea.tsx';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadShoppingListsPage(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return changeShoppingLists(request, context);
}

export default function ShoppingLists({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <UserArea title={t`Shopping lists`}>
      <ShoppingListsPage lists={loaderData.lists} failure={actionData?.failure} />
    </UserArea>
  );
}
