import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { menuItems, menuItemTranslations, menus, menuTranslations } from '../../db/schema/index.ts';
import { translated } from '../../db/translated.ts';

const menuTitle = alias(menuTranslations, 'menu_title');
const menuTitleFallback = alias(menuTranslations, 'menu_title_fallback');
const item = alias(menuItemTranslations, 'item');
const itemFallback = alias(menuItemTranslations, 'item_fallback');

export async function selectMenuCodes(db: Database): Promise<string[]> {
  const rows = await db.select({ code: menus.code }).from(menus).orderBy(asc(menus.position));
  return rows.map((row) => row.code);
}

export async function selectMenu(
  db: Database,
  code: string,
  locale: string,
  fallbackLocale: string,
) {
  const [row] = await db
    .select({
      id: menus.id,
      code: menus.code,
      title: translated(menuTitle.title, menuTitleFallback.title, menus.code),
    })
    .from(menus)
    .leftJoin(menuTitle, and(eq(menuTitle.menuId, menus.id), eq(menuTitle.locale, locale)))
    .leftJoin(
      menuTitleFallback,
      and(eq(menuTitleFallback.menuId, menus.id), eq(menuTitleFallback.locale, fallbackLocale)),
    )
    .where(eq(menus.code, code));
  return row;
}

/** All items of a menu, flat, siblings in order; the service nests them. */
export function selectMenuItems(
  db: Database,
  menuId: number,
  locale: string,
  fallbackLocale: string,
) {
  return db
    .select({
      id: menuItems.id,
      parentId: menuItems.parentId,
      main: menuItems.main,
      linkType: menuItems.linkType,
      route: menuItems.route,
      title: translated(item.title, itemFallback.title, menuItems.linkType),
      target: translated(item.target, itemFallback.target),
      categoryId: menuItems.categoryId,
    })
    .from(menuItems)
    .leftJoin(item, and(eq(item.menuItemId, menuItems.id), eq(item.locale, locale)))
    .leftJoin(
      itemFallback,
      and(eq(itemFallback.menuItemId, menuItems.id), eq(itemFallback.locale, fallbackLocale)),
    )
    .where(eq(menuItems.menuId, menuId))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
}

export type MenuItemRow = Awaited<ReturnType<typeof selectMenuItems>>[number];
