import type { MenuObject } from '@vitrina/contracts';
import type { Locale } from '../i18n/locale.ts';
import { MenuItemLink } from './MenuItemLink.tsx';
import { topLink, topLinks } from './TopLinks.css.ts';

/** The small links above the header (content menu header_top_1). */
export function TopLinks({ menu, locale }: { menu: MenuObject; locale: Locale }) {
  return (
    <nav aria-label={menu.title}>
      <ul className={topLinks}>
        {menu.items.map((item) => (
          <li key={item.id}>
            <MenuItemLink item={item} locale={locale} className={topLink} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
