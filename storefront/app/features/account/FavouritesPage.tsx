import { useLingui } from '@lingui/react/macro';
import type { ShoppingList } from '@vitrina/contracts/store';
import { Button, EmptyState } from '@vitrina/design-system';
import { Form } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { favouritesActionPath } from '../catalog/favourites/FavouriteToggle.tsx';
import { ListItems, RemoveButton } from './ListItems.tsx';

/** Favourites (route `user-favourites`): the products on the wish list, each removable. */
export function FavouritesPage(props: { list: ShoppingList; imageBase: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const here = routePath('user-favourites', {}, locale);
  if (props.list.items.length === 0) {
    return (
      <EmptyState
        icon="heart"
        title={t`No favourites yet`}
        action={<Button href={routePath('index', {}, locale)}>{t`Go shopping`}</Button>}
      >
        {t`Tap the heart on a product to keep it here.`}
      </EmptyState>
    );
  }
  return (
    <ListItems
      items={props.list.items}
      imageBase={props.imageBase}
      remove={(item) => (
        <Form method="post" action={favouritesActionPath}>
          <input type="hidden" name="productId" value={item.productId} />
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="redirectTo" value={here} />
          <RemoveButton label={t`Remove ${item.product?.name ?? ''} from favourites`}>
            {t`Remove`}
          </RemoveButton>
        </Form>
      )}
    />
  );
}
