import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Locale } from '../i18n/locale.ts';
import { routePath } from '../routing/routePath.ts';
import { cartLink } from './CartLink.css.ts';

export function CartLink({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  return (
    <Link to={routePath('checkout', {}, locale)} className={cartLink}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.2l.9 2H21l-3.6 8.1A2 2 0 0 1 15.6 13H8.1l-.9 1.6V15h12v2H5v-2.9L6.4 11.6 3.8 4H3V2Z"
        />
      </svg>
      <span>{t`Cart`}</span>
    </Link>
  );
}
