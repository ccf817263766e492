import { Plural, useLingui } from '@lingui/react/macro';
import { formatPrice, Icon } from '@vitrina/design-system';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { useHeaderCart } from './cart.atoms.ts';
import * as styles from './CartLink.css.ts';

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
