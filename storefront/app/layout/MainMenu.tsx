import type { MenuItem, MenuObject } from '@vitrina/contracts';
import { Container } from '@vitrina/design-system';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../i18n/locale.ts';
import * as styles from './MainMenu.css.ts';
import { MenuItemLink } from './MenuItemLink.tsx';

interface MainMenuProps {
  menu: MenuObject;
  locale: Locale;
}

/** The content server's main menu: a bar with drop-downs on wide screens, a disclosure on phones. */
export function MainMenu({ menu, locale }: MainMenuProps) {
  const { t } = useLingui();
  return (
    <div className={styles.bar}>
      <Container>
        <nav aria-label={t`Main menu`} className={styles.desktop}>
          <ul className={styles.list}>
            {menu.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <MenuItemLink item={item} locale={locale} className={styles.link} />
                <Submenu items={item.children} locale={locale} />
              </li>
            ))}
          </ul>
        </nav>
        <details className={styles.mobile}>
          <summary className={styles.mobileSummary}>{t`Menu`}</summary>
          <nav aria-label={t`Main menu`}>
            <ul className={styles.mobileList}>
              {menu.items.map((item) => (
                <li key={item.id}>
                  <MenuItemLink item={item} locale={locale} className={styles.link} />
                  {item.children.length ? (
                    <ul className={styles.mobileSublist}>
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <MenuItemLink item={child} locale={locale} className={styles.link} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </Container>
    </div>
  );
}

function Submenu({ items, locale }: { items: MenuItem[]; locale: Locale }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.submenu}>
      {items.map((child) => (
        <li key={child.id}>
          <MenuItemLink item={child} locale={locale} className={styles.sublink} />
        </li>
      ))}
    </ul>
  );
}
