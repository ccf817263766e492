import type { MenuObject } from '@vitrina/contracts/content';
import { MenuItemLink } from './MenuItemLink.tsx';
import { topLink, topLinks } from './TopLinks.css.ts';

/** The small links above the header (content menu header_top_1). */
export function TopLinks({ menu }: { menu: MenuObject }) {
  return (
    <nav aria-label={menu.title}>
      <ul className={topLinks}>
        {menu.items.map((item) => (
          <li key={item.id}>
            <MenuItemLink item={item} className={topLink} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
