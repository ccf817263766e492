import type { MenuItem, MenuObject } from '@vitrina/contracts/content';
import { Container, Icon } from '@vitrina/design-system';
import { useLingui } from '@lingui/react/macro';
import * as styles from './MainMenu.css.ts';
import { MenuItemLink } from './MenuItemLink.tsx';
import { useSubmenus } from './useSubmenus.ts';

interface MainMenuProps {
  menu: MenuObject;
}

/** The content server's main menu: a bar with drop-downs on wide screens, a disclosure on phones. */
export function MainMenu({ menu }: MainMenuProps) {
  const { t } = useLingui();
  const { navRef, enhanced, openId, toggle, itemProps } = useSubmenus();
  return (
    <div className={styles.bar}>
      <Container>
        <nav
          ref={navRef}
          aria-label={t`Main menu`}
          className={styles.desktop}
          data-enhanced={enhanced || undefined}
        >
          <ul className={styles.list}>
            {menu.items.map((item) => (
              <li key={item.id} className={styles.item} {...itemProps(item.id)}>
                <MenuItemLink item={item} className={styles.link} />
                {item.children.length ? (
                  <>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={openId === item.id}
                      aria-controls={`submenu-${item.id}`}
                      aria-label={t`Subcategories: ${item.title}`}
                      onClick={() => toggle(item.id)}
                    >
                      <Icon name="chevron-down" size="small" />
                    </button>
                    <Submenu id={`submenu-${item.id}`} items={item.children} />
                  </>
                ) : null}
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

function Submenu({ id, items }: { id: string; items: MenuItem[] }) {
  return (
    <ul id={id} className={styles.submenu}>
      {items.map((child) => (
        <li key={child.id}>
          <MenuItemLink item={child} className={styles.sublink} />
        </li>
      ))}
    </ul>
  );
}
