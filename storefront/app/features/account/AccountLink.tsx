import { useLingui } from '@lingui/react/macro';
import { Icon } from '@vitrina/design-system';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import * as styles from './AccountLink.css.ts';
import { useShopperSummary } from './shopper.atoms.ts';

/** The header's way into the account: "Log in" for a guest, the shopper's name once signed in. */
export function AccountLink() {
  const { t } = useLingui();
  const locale = useLocale();
  const shopper = useShopperSummary();
  const href = shopper ? routePath('user-dashboard', {}, locale) : routePath('login', {}, locale);
  return (
    <Link to={href} className={styles.accountLink}>
      <Icon name="user" size="large" />
      <span className={styles.label}>{shopper ? shopper.firstName : t`Log in`}</span>
      {shopper ? <span className={styles.hidden}>{t`My account`}</span> : null}
    </Link>
  );
}
