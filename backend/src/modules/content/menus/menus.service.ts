import type { MenuItem, MenuLink, MenuObject } from '@vitrina/contracts/content';
import { AppError, quote } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { findCategorySlugs } from '../../catalog/categories/categories.service.ts';
import {
  selectMenu,
  selectMenuCodes,
  selectMenuItems,
  type MenuItemRow,
} from './menus.repository.ts';

/** An item row with its category's slug (from the categories module) for category links. */
type MenuItemEntry = MenuItemRow & { categorySlug: string | null };

function linkOf(row: MenuItemEntry): MenuLink {
  switch (row.linkType) {
    case 'category':
      return { type: 'category', slug: row.categorySlug ?? '' };
    case 'route':
      return { type: 'route', route: row.route ?? '' };
    case 'custom_link':
      return { type: 'custom_link', url: row.target ?? '' };
    case 'page':
    case 'article_category':
      return { type: row.linkType, slug: row.target ?? '' };
  }
}

/** The item's own slug: its target's slug, the route name, or nothing for an external link. */
function slugOf(link: MenuLink): string {
  if (link.type === 'route') return link.route;
  if (link.type === 'custom_link') return '';
  return link.slug;
}

/** Flat rows (siblings already ordered) → nested items. */
function nest(rows: MenuItemEntry[]): MenuItem[] {
  const items = new Map<number, MenuItem>();
  for (const row of rows) {
    const link = linkOf(row);
    items.set(row.id, {
      id: String(row.id),
      title: row.title,
      main: row.main,
      parent: row.parentId === null ? null : String(row.parentId),
      slug: slugOf(link),
      link,
      children: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const node = items.get(row.id);
    const parent = row.parentId === null ? undefined : items.get(row.parentId);
    if (node) (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export async function getMenu(ctx: RequestContext, code: string): Promise<MenuObject> {
  const menu = await selectMenu(ctx, code);
  if (!menu) {
    throw new AppError({
      field: 'code',
      title: `Unknown menu ${quote(code)}`,
      code: 'unknown_menu',
    });
  }
  const rows = await selectMenuItems(ctx, menu.id);
  const slugs = await findCategorySlugs(
    ctx,
    rows.flatMap((row) => row.categoryId ?? []),
  );
  const entries = rows.map((row) => ({
    ...row,
    categorySlug: row.categoryId === null ? null : (slugs.get(row.categoryId) ?? null),
  }));
  return { code: menu.code, title: menu.title, items: nest(entries) };
}

export function listMenuCodes(ctx: RequestContext): Promise<string[]> {
  return selectMenuCodes(ctx.db);
}
