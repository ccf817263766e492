import type { MenuObject } from '@vitrina/contracts/content';
import { Container } from '@vitrina/design-system';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { AccountLink } from '../account/AccountLink.tsx';
import { CartLink } from '../cart/CartLink.tsx';
import { CurrencySwitch, type CurrencyOption } from './CurrencySwitch.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MainMenu } from './MainMenu.tsx';
import { SearchForm } from '../search/SearchForm.tsx';
import * as styles from './SiteHeader.css.ts';
import { TopLinks } from './TopLinks.tsx';

export interface SiteHeaderProps {
  /** Left out on error pages whose data could not load. */
  currency?: string;
  currencies?: CurrencyOption[];
  mainMenu?: MenuObject | null;
  topMenu?: MenuObject | null;
}

export function SiteHeader({ currency, currencies, mainMenu, topMenu }: SiteHeaderProps) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <Container className={styles.topBarInner}>
          {topMenu ? <TopLinks menu={topMenu} /> : null}
          <div className={styles.switches}>
            <LanguageSwitch />
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
          <SearchForm />
        </div>
        <div className={styles.cartArea}>
          <AccountLink />
          <CartLink />
        </div>
      </Container>
      {mainMenu?.items.length ? <MainMenu menu={mainMenu} /> : null}
    </header>
  );
}
