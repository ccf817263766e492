import type { MenuObject } from '@vitrina/contracts';
import { Container } from '@vitrina/design-system';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../i18n/locale.ts';
import { MenuItemLink } from './MenuItemLink.tsx';
import * as styles from './SiteFooter.css.ts';

/** Footer columns from the content menus footer_main_1 to footer_main_4. */
export function SiteFooter({ menus, locale }: { menus: MenuObject[]; locale: Locale }) {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <Container>
        {menus.length ? (
          <div className={styles.columns}>
            {menus.map((menu) => (
              <nav key={menu.code} aria-labelledby={`footer-${menu.code}`}>
                <h2 id={`footer-${menu.code}`} className={styles.heading}>
                  {menu.title}
                </h2>
                <ul className={styles.list}>
                  {menu.items.map((item) => (
                    <li key={item.id}>
                      <MenuItemLink item={item} locale={locale} className={styles.link} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        ) : null}
        <p className={styles.copyright}>{t`© ${year} Vitrina. All rights reserved.`}</p>
      </Container>
    </footer>
  );
}
