import { useLingui } from '@lingui/react/macro';
import { Icon } from '@vitrina/design-system';
import { useFetcher, useLocation } from 'react-router';
import { useFavouriteIds } from './favourites.atoms.ts';
import * as styles from './FavouriteToggle.css.ts';

/** Where the hearts post (routes/account/favouritesAction.ts). */
export const favouritesActionPath = '/actions/favourites';

/**
 * The heart on product boxes and the product page: puts the product on the wish list or takes it
 * off (spec §2 favourites, §4 wish list). Only for a signed-in shopper with the feature on; such a
 * page is private, so its state comes with the page (root loader). Without JavaScript it is a
 * plain form that returns to the page.
 */
export function FavouriteToggle(props: { productId: number }) {
  const { t } = useLingui();
  const location = useLocation();
  const fetcher = useFetcher();
  const pageIds = useFavouriteIds();
  if (!pageIds) return null;
  // While the post and the reload after it run, the heart shows what was asked for.
  const pending = fetcher.formData?.get('intent');
  const favourite = pending ? pending === 'add' : pageIds.includes(props.productId);
  const intent = favourite ? 'remove' : 'add';
  return (
    <fetcher.Form
      method="post"
      action={favouritesActionPath}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void fetcher.submit(
          { productId: String(props.productId), intent },
          { method: 'post', action: favouritesActionPath },
        );
      }}
    >
      <input type="hidden" name="productId" value={props.productId} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className={styles.toggle}
        aria-pressed={favourite}
        disabled={fetcher.state !== 'idle'}
      >
        <Icon name="heart" className={favourite ? styles.filled : undefined} />
        {favourite ? t`In favourites` : t`Add to favourites`}
      </button>
    </fetcher.Form>
  );
}
