import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LayoutMenus } from '../api/layoutData.server.ts';
import type { Locale } from '../i18n/locale.ts';
import type { CurrencyOption } from './CurrencySwitch.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { main, skipLink } from './SiteLayout.css.ts';

export interface SiteLayoutProps {
  locale: Locale;
  currency?: string;
  currencies?: CurrencyOption[];
  menus?: LayoutMenus;
  children: ReactNode;
}

/** Header, the page in <main>, footer. Without menus (back end down) only the bare frame shows. */
export function SiteLayout({ locale, currency, currencies, menus, children }: SiteLayoutProps) {
  const { t } = useLingui();
  return (
    <>
      <a href="#main" className={skipLink}>
        {t`Skip to content`}
      </a>
      <SiteHeader
        locale={locale}
        currency={currency}
        currencies={currencies}
        mainMenu={menus?.main}
        topMenu={menus?.top}
      />
      <main id="main" className={main}>
        {children}
      </main>
      <SiteFooter menus={menus?.footer ?? []} locale={locale} />
    </>
  );
}
