import { useLingui } from '@lingui/react/macro';
import { Icon } from '@vitrina/design-system';
import { useFetcher, useLocation } from 'react-router';
import { useFeatureFlags } from '../../session/useFeatureFlags.ts';
import { accountFeatureOn } from './accountMenu.ts';
import { useShopperSummary } from './AccountLink.tsx';
import * as styles from './FavouriteToggle.css.ts';

/** Where the hearts post (routes/account/favouritesAction.ts). */
export const favouritesActionPath = '/actions/favourites';

/**
 * The heart on the product page: puts the product on the wish list or takes it off (spec §2
 * favourites). Only for a signed-in shopper with the feature on; such a page is private, so its
 * state comes with the page. Without JavaScript it is a plain form that returns to the page.
 */
export function FavouriteToggle(props: { productId: number; favouriteIds: readonly number[] }) {
  const { t } = useLingui();
  const location = useLocation();
  const shopper = useShopperSummary();
  const flags = useFeatureFlags();
  const fetcher = useFetcher<{ productIds: number[] }>();
  if (!shopper || !accountFeatureOn(flags, 'favourites')) return null;
  const ids = fetcher.data?.productIds ?? props.favouriteIds;
  const favourite = ids.includes(props.productId);
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
