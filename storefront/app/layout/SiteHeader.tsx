import type { MenuObject } from '@vitrina/contracts';
import { Container } from '@vitrina/design-system';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Locale } from '../i18n/locale.ts';
import { routePath } from '../routing/routePath.ts';
import { CartLink } from './CartLink.tsx';
import { CurrencySwitch, type CurrencyOption } from './CurrencySwitch.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MainMenu } from './MainMenu.tsx';
import { SearchForm } from './SearchForm.tsx';
import * as styles from './SiteHeader.css.ts';
import { TopLinks } from './TopLinks.tsx';

export interface SiteHeaderProps {
  locale: Locale;
  /** Left out on error pages whose data could not load. */
  currency?: string;
  currencies?: CurrencyOption[];
  mainMenu?: MenuObject | null;
  topMenu?: MenuObject | null;
}

export function SiteHeader({ locale, currency, currencies, mainMenu, topMenu }: SiteHeaderProps) {
  const { t } = useLingui();
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <Container className={styles.topBarInner}>
          {topMenu ? <TopLinks menu={topMenu} locale={locale} /> : null}
          <div className={styles.switches}>
            <LanguageSwitch locale={locale} />
            {currency && currencies?.length ? (
              <CurrencySwitch currency={currency} currencies={currencies} />
            ) : null}
          </div>
        </Container>
      </div>
      <Container className={styles.mainRow}>
        <Link
          to={routePath('index', {}, locale)}
          className={styles.logo}
          aria-label={t`Vitrina – home page`}
        >
          Vitrina
        </Link>
        <div className={styles.searchArea}>
          <SearchForm locale={locale} />
        </div>
        <div className={styles.cartArea}>
          <CartLink locale={locale} />
        </div>
      </Container>
      {mainMenu?.items.length ? <MainMenu menu={mainMenu} locale={locale} /> : null}
    </header>
  );
}
