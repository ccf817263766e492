import type { Route } from './+types/shoppingList';
import {
  changeShoppingList,
  loadShoppingListPage,
} from '../../features/account/shoppingLists.server.ts';
import { ShoppingListPage } from '../../features/account/ShoppingListsPages.tsx';
import { UserArea } from '../../features/account/UserArea.tsx';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadShoppingListPage(context, request, params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return changeShoppingList(request, context, params.id);
}

export default function ShoppingList({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <UserArea title={loaderData.list.name}>
      <ShoppingListPage
        list={loaderData.list}
        imageBase={loaderData.imageBase}
        failure={actionData?.failure}
        renamed={Boolean(actionData && 'renamed' in actionData)}
        cartFailed={loaderData.cartFailed}
      />
    </UserArea>
  );
}
