import type { ContentBlockJson, RichTextNode } from '@vitrina/contracts/content';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { productCategories } from './categories.ts';
import { localeColumn } from './languages.ts';

export interface SocialLink {
  title: string;
  social_type: string;
  url: string;
}

/** The content system's one configuration row (spec §3 "Global configuration"); id is always 1. */
export const contentConfiguration = pgTable(
  'content_configuration',
  {
    id: smallint('id').primaryKey().default(1),
    showFreeDeliveryTagByPrice: boolean('show_free_delivery_tag_by_price').notNull(),
    shoppingDisabled: boolean('shopping_disabled').notNull().default(false),
    contactBlockImage: varchar('contact_block_image', { length: 512 }),
    errorPageImage: varchar('error_page_image', { length: 512 }),
    footerCopyrightYear: integer('footer_copyright_year').notNull(),
    footerImage: varchar('footer_image', { length: 512 }),
    socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull().default([]),
    topBannerEnabled: boolean('top_banner_enabled').notNull().default(false),
    topBannerBackgroundColor: varchar('top_banner_background_color', { length: 32 }),
    topBannerFontColor: varchar('top_banner_font_color', { length: 32 }),
    topBannerIcon: varchar('top_banner_icon', { length: 64 }),
    /** Domains (language domains) the top banner shows on. */
    topBannerDomainEnabled: varchar('top_banner_domain_enabled', { length: 255 })
      .array()
      .notNull()
      .default([]),
    /** The storefront remembers a closed banner by this value, so editing it shows it again. */
    topBannerLastModified: timestamp('top_banner_last_modified', { withTimezone: true }).notNull(),
    /** Brand ids shown on the homepage (catalogue brands). */
    homepageBrandIds: integer('homepage_brand_ids').array().notNull().default([]),
  },
  (t) => [check('content_configuration_single_row', sql`${t.id} = 1`)],
);

export const contentConfigurationTranslations = pgTable(
  'content_configuration_translations',
  {
    configurationId: smallint('configuration_id')
      .notNull()
      .default(1)
      .references(() => contentConfiguration.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    cartMethodsInfoText: text('cart_methods_info_text'),
    shoppingDisabledText: text('shopping_disabled_text'),
    errorPageTitle: varchar('error_page_title', { length: 255 }).notNull(),
    errorPageContent: jsonb('error_page_content').$type<RichTextNode>().notNull(),
    footerCopyrightName: varchar('footer_copyright_name', { length: 255 }).notNull(),
    footerText: text('footer_text'),
    topBannerText: varchar('top_banner_text', { length: 512 }),
    topBannerIconText: varchar('top_banner_icon_text', { length: 255 }),
    /** The article list page's own title, perex and SEO (spec "list configuration"). */
    articleListTitle: varchar('article_list_title', { length: 255 }).notNull(),
    articleListPerex: text('article_list_perex'),
    articleListSeoTitle: varchar('article_list_seo_title', { length: 255 }),
    articleListSeoDescription: varchar('article_list_seo_description', { length: 1024 }),
    /** Homepage content blocks. */
    homepageContent: jsonb('homepage_content').$type<ContentBlockJson[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.configurationId, t.locale] })],
);

export const topCategoryItemTypes = ['store_category', 'virtual_category'] as const;
export type TopCategoryItemType = (typeof topCategoryItemTypes)[number];

export interface TopCategoryLink {
  title: string;
  link_type: 'custom_link' | 'category_link' | 'virtual_category_link';
  custom_link?: string;
  category_link?: number;
  virtual_category_link?: number;
}

/** Up to three lists of top categories shown on the homepage and in the mega menu. */
export const topCategoryLists = pgTable(
  'top_category_lists',
  {
    id: smallint('id').primaryKey(),
    itemType: varchar('item_type', { length: 32 }).$type<TopCategoryItemType>().notNull(),
    image: varchar('image', { length: 512 }),
    storeCategoryIds: integer('store_category_ids').array().notNull().default([]),
    virtualCategoryIds: integer('virtual_category_ids').array().notNull().default([]),
  },
  (t) => [
    check('top_category_lists_id', sql`${t.id} between 1 and 3`),
    check('top_category_lists_type', sql`${t.itemType} in ('store_category', 'virtual_category')`),
  ],
);

export const topCategoryListTranslations = pgTable(
  'top_category_list_translations',
  {
    listId: smallint('list_id')
      .notNull()
      .references(() => topCategoryLists.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    links: jsonb('links').$type<TopCategoryLink[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.listId, t.locale] })],
);

export interface BannerCatalogEntry {
  position: number;
  image: string;
  alt: string;
  title: string;
  url: string;
}

export interface CatalogParameterSetting {
  entityId: number;
  importantFilter: boolean;
  closedFilter: boolean;
}

/** The content system's page content for a store category (spec §3 "Category (content system)"). */
export const categoryContents = pgTable('category_contents', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => productCategories.id, { onDelete: 'cascade' }),
  articleIds: integer('article_ids').array().notNull().default([]),
  catalogParameters: jsonb('catalog_parameters')
    .$type<CatalogParameterSetting[]>()
    .notNull()
    .default([]),
  videoUrl: varchar('video_url', { length: 1024 }),
});

export const categoryContentTranslations = pgTable(
  'category_content_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categoryContents.categoryId, { onDelete: 'cascade' }),
    locale: localeColumn(),
    content: jsonb('content').$type<RichTextNode>(),
    description: text('description'),
    textBelowProducts: jsonb('text_below_products').$type<RichTextNode>(),
    seoTitle: varchar('seo_title', { length: 255 }),
    seoDescription: varchar('seo_description', { length: 1024 }),
    seoKeywords: varchar('seo_keywords', { length: 1024 }),
    videoTitle: varchar('video_title', { length: 255 }),
    bannerCatalog: jsonb('banner_catalog').$type<BannerCatalogEntry[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] })],
);
