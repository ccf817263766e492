import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  menuItems,
  menuItemTranslations,
  menus,
  menuTranslations,
} from '../../../db/schema/index.ts';
import { preferredTranslation, type LocaleScope } from '../../../db/translations.ts';

export async function selectMenuCodes(db: Database): Promise<string[]> {
  const rows = await db.select({ code: menus.code }).from(menus).orderBy(asc(menus.position));
  return rows.map((row) => row.code);
}

export async function selectMenu(scope: LocaleScope, code: string) {
  const [row] = await scope.db
    .select({
      id: menus.id,
      code: menus.code,
      title: sql<string>`coalesce(${menuTranslations.title}, ${menus.code})`,
    })
    .from(menus)
    .leftJoin(
      menuTranslations,
      preferredTranslation(scope, menuTranslations, menuTranslations.menuId, menus.id),
    )
    .where(eq(menus.code, code));
  return row;
}

/** All items of a menu, flat, siblings in order; the service nests them. */
export function selectMenuItems(scope: LocaleScope, menuId: number) {
  const { menuItemId, title, target } = menuItemTranslations;
  return scope.db
    .select({
      id: menuItems.id,
      parentId: menuItems.parentId,
      main: menuItems.main,
      linkType: menuItems.linkType,
      route: menuItems.route,
      title: sql<string>`coalesce(${title}, ${menuItems.linkType})`,
      target,
      categoryId: menuItems.categoryId,
    })
    .from(menuItems)
    .leftJoin(
      menuItemTranslations,
      preferredTranslation(scope, menuItemTranslations, menuItemId, menuItems.id),
    )
    .where(eq(menuItems.menuId, menuId))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
}

export type MenuItemRow = Awaited<ReturnType<typeof selectMenuItems>>[number];
