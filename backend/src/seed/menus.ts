import type * as schema from '../db/schema/index.ts';
import type { MenuItemSpec, MenuSpec } from './data/menus.ts';
import type { RowsOf } from './rows.ts';

export type MenuRows = RowsOf<
  Pick<typeof schema, 'menus' | 'menuTranslations' | 'menuItems' | 'menuItemTranslations'>
>;

/** Menu specs → rows; ids count up in visiting order so they are the same on every run. */
export function buildMenuRows(specs: readonly MenuSpec[]): MenuRows {
  const rows: MenuRows = {
    menus: [],
    menuTranslations: [],
    menuItems: [],
    menuItemTranslations: [],
  };
  const addItems = (menuId: number, parentId: number | null, items: readonly MenuItemSpec[]) => {
    items.forEach((item, position) => {
      const id = rows.menuItems.length + 1;
      const { link } = item;
      rows.menuItems.push({
        id,
        menuId,
        parentId,
        position,
        main: item.main ?? false,
        linkType: link.type,
        categoryId: link.type === 'category' ? link.categoryId : null,
        route: link.type === 'route' ? link.route : null,
      });
      for (const locale of ['cs', 'en'] as const) {
        const target =
          link.type === 'page' ? link[locale] : link.type === 'custom_link' ? link.url : null;
        rows.menuItemTranslations.push({ menuItemId: id, locale, title: item[locale], target });
      }
      addItems(menuId, id, item.children ?? []);
    });
  };
  specs.forEach((spec, position) => {
    const id = position + 1;
    rows.menus.push({ id, code: spec.code, position });
    rows.menuTranslations.push(
      { menuId: id, locale: 'cs', title: spec.cs },
      { menuId: id, locale: 'en', title: spec.en },
    );
    addItems(id, null, spec.items);
  });
  return rows;
}
