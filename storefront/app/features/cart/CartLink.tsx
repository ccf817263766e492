import { Plural, useLingui } from '@lingui/react/macro';
import type { Currency } from '@vitrina/contracts/store';
import { formatPrice, Icon } from '@vitrina/design-system';
import { Link, useRouteLoaderData } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import type { CartSummary } from './cart.server.ts';
import * as styles from './CartLink.css.ts';

type HeaderCart = (NonNullable<CartSummary> & { currency: Currency }) | null;

/** The cart as the root loader read it (null without a cart, for a guest's cached pages too). */
function useHeaderCart(): HeaderCart {
  const root = useRouteLoaderData('root') as { cart?: HeaderCart } | undefined;
  return root?.cart ?? null;
}

/** The header's way to the cart, with its piece count and total once something is in it. */
export function CartLink() {
  const { t } = useLingui();
  const locale = useLocale();
  const cart = useHeaderCart();
  return (
    <Link to={routePath('checkout', {}, locale)} className={styles.cartLink}>
      <span className={styles.iconWrap}>
        <Icon name="cart" size="large" />
        {cart ? (
          <span className={styles.count} aria-hidden="true" data-testid="cart-count">
            {cart.itemsCount}
          </span>
        ) : null}
      </span>
      <span>{t`Cart`}</span>
      {cart ? (
        <>
          <span className={styles.total}>{formatPrice(cart.totalWithTax, cart.currency)}</span>
          <span className={styles.hidden}>
            <Plural value={cart.itemsCount} one="# piece" few="# pieces" other="# pieces" />
          </span>
        </>
      ) : null}
    </Link>
  );
}
