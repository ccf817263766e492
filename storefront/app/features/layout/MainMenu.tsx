import type { MenuItem, MenuObject } from '@vitrina/contracts/content';
import { Container } from '@vitrina/design-system';
import { useLingui } from '@lingui/react/macro';
import * as styles from './MainMenu.css.ts';
import { MenuItemLink } from './MenuItemLink.tsx';

interface MainMenuProps {
  menu: MenuObject;
}

/** The content server's main menu: a bar with drop-downs on wide screens, a disclosure on phones. */
export function MainMenu({ menu }: MainMenuProps) {
  const { t } = useLingui();
  return (
    <div className={styles.bar}>
      <Container>
        <nav aria-label={t`Main menu`} className={styles.desktop}>
          <ul className={styles.list}>
            {menu.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <MenuItemLink item={item} className={styles.link} />
                <Submenu items={item.children} />
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
                  <MenuItemLink item={item} className={styles.link} />
                  {item.children.length ? (
                    <ul className={styles.mobileSublist}>
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <MenuItemLink item={child} className={styles.link} />
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

function Submenu({ items }: { items: MenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.submenu}>
      {items.map((child) => (
        <li key={child.id}>
          <MenuItemLink item={child} className={styles.sublink} />
        </li>
      ))}
    </ul>
  );
}
