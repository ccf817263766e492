import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LayoutMenus } from '../../api/contentMenus.server.ts';
import type { CurrencyOption } from './CurrencySwitch.tsx';
import { ShoppingDisabledNotice } from './furniture/ShoppingDisabledNotice.tsx';
import type { SiteFurniture } from './furniture/siteConfiguration.server.ts';
import { TopBanner } from './furniture/TopBanner.tsx';
import { NavigationLoadingBar } from './NavigationLoadingBar.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { main, skipLink } from './SiteLayout.css.ts';

export interface SiteLayoutProps {
  currency?: string;
  currencies?: CurrencyOption[];
  menus?: LayoutMenus;
  /** Top banner, shopping-disabled notice and footer from the content configuration. */
  furniture?: SiteFurniture;
  children: ReactNode;
}

/** Header, the page in <main>, footer. Without menus (back end down) only the bare frame shows. */
export function SiteLayout({ currency, currencies, menus, furniture, children }: SiteLayoutProps) {
  const { t } = useLingui();
  return (
    <>
      <NavigationLoadingBar />
      <a href="#main" className={skipLink}>
        {t`Skip to content`}
      </a>
      {furniture?.topBanner ? <TopBanner banner={furniture.topBanner} /> : null}
      <SiteHeader
        currency={currency}
        currencies={currencies}
        mainMenu={menus?.main}
        topMenu={menus?.top}
      />
      {furniture?.shoppingDisabled ? (
        <ShoppingDisabledNotice text={furniture.shoppingDisabled.text} />
      ) : null}
      <main id="main" className={main}>
        {children}
      </main>
      <SiteFooter menus={menus?.footer ?? []} configuration={furniture?.footer} />
    </>
  );
}
