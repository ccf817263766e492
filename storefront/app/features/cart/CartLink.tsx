import { useLingui } from '@lingui/react/macro';
import { Icon } from '@vitrina/design-system';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { cartLink } from './CartLink.css.ts';

export function CartLink() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <Link to={routePath('checkout', {}, locale)} className={cartLink}>
      <Icon name="cart" size="large" />
      <span>{t`Cart`}</span>
    </Link>
  );
}
