import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  varchar,
} from 'drizzle-orm/pg-core';
import { productCategories } from './categories.ts';
import { localeColumn } from './languages.ts';

export const menus = pgTable('menus', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const menuTranslations = pgTable(
  'menu_translations',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 255 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.locale] })],
);

export const menuLinkTypes = [
  'category',
  'page',
  'article_category',
  'route',
  'custom_link',
] as const;
export type MenuLinkType = (typeof menuLinkTypes)[number];

/**
 * A menu entry. Category links reference the category (its slug follows the request language);
 * route links name a storefront route; page, article category and custom links keep a per-language
 * target in the translation.
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    main: boolean('main').notNull().default(false),
    linkType: varchar('link_type', { length: 32 }).$type<MenuLinkType>().notNull(),
    categoryId: integer('category_id').references(() => productCategories.id, {
      onDelete: 'cascade',
    }),
    route: varchar('route', { length: 64 }),
  },
  (t) => [
    index('menu_items_menu_idx').on(t.menuId, t.parentId, t.position),
    check(
      'menu_items_link_type',
      sql`${t.linkType} in ('category', 'page', 'article_category', 'route', 'custom_link')`,
    ),
    check(
      'menu_items_category_link',
      sql`(${t.linkType} = 'category') = (${t.categoryId} is not null)`,
    ),
    check('menu_items_route_link', sql`(${t.linkType} = 'route') = (${t.route} is not null)`),
  ],
);

export const menuItemTranslations = pgTable(
  'menu_item_translations',
  {
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    /** Page or article-category slug, or the URL of a custom link, in this language. */
    target: varchar('target', { length: 1024 }),
  },
  (t) => [primaryKey({ columns: [t.menuItemId, t.locale] })],
);
