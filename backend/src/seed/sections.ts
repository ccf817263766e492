import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { writeDemoAccounts } from './accounts.ts';
import type { DemoData } from './build.ts';
import { flattenCategories } from './categories.ts';
import { catalogueTables, writeCatalogue } from './catalogue-write.ts';
import { contentTables } from './content.ts';
import { writeDemoCoupons } from './coupons.ts';
import { categoryTree } from './data/categories.ts';
import { reviewTables, writeReviews } from './reviews.ts';
import { shippingTables } from './shipping.ts';

/** What a section's `write` gets: the pure demo rows (built once per run) and resolved inputs. */
export interface SeedContext {
  data: () => DemoData;
  /** Products of the generated catalogue. */
  products: number;
}

/**
 * One independently versioned part of the demo shop (docs/decisions/014-versioned-seed.md).
 * Bump `version` whenever the rows it writes change; dependants are re-applied with it.
 */
export interface SeedSection {
  name: string;
  version: number;
  /** Sections whose rows this one references (foreign keys) or is built from; listed earlier. */
  dependsOn: readonly string[];
  /** The tables it owns, parents first: re-applying empties them and writes them again. */
  tables: readonly PgTable[];
  write(tx: Database, context: SeedContext): Promise<Record<string, number>>;
  /** Inputs besides the code that shape the rows; a change re-applies the section. */
  params?(context: SeedContext): Record<string, number>;
}

/** Demo-data keys → their tables, for the sections that insert `buildDemoData()` rows as they are. */
const demoTables = {
  languages: schema.languages,
  currencies: schema.currencies,
  currencyFormats: schema.currencyFormats,
  countries: schema.countries,
  countryTranslations: schema.countryTranslations,
  shopSettings: schema.shopSettings,
  shopSettingsTranslations: schema.shopSettingsTranslations,
  productCategories: schema.productCategories,
  productCategoryTranslations: schema.productCategoryTranslations,
  menus: schema.menus,
  menuTranslations: schema.menuTranslations,
  menuItems: schema.menuItems,
  menuItemTranslations: schema.menuItemTranslations,
  urlRewrites: schema.urlRewrites,
  urlRewriteTranslations: schema.urlRewriteTranslations,
  redirects: schema.redirects,
  ...shippingTables,
  ...contentTables,
} as const satisfies { [K in keyof DemoData]: PgTable };
type DemoKey = keyof typeof demoTables;
/** Per demo-data key: which of its rows a run writes (all when absent). */
type RowFilters = { [K in DemoKey]?: (row: DemoData[K][number], context: SeedContext) => boolean };

/** Rows per INSERT, well below PostgreSQL's 65,535 bind parameters. */
const rowsPerInsert = 1000;

/** A section that inserts the given keys of the demo data, in this order. */
function staticSection(spec: {
  name: string;
  version: number;
  dependsOn: readonly string[];
  keys: readonly DemoKey[];
  keep?: RowFilters;
}): SeedSection {
  const { keys, keep = {} } = spec;
  return {
    name: spec.name,
    version: spec.version,
    dependsOn: spec.dependsOn,
    tables: keys.map((key) => demoTables[key]),
    async write(tx, context) {
      const data = context.data();
      const counts: Record<string, number> = {};
      for (const key of keys) {
        const filter = keep[key] as ((row: object, context: SeedContext) => boolean) | undefined;
        const all: readonly object[] = data[key];
        const rows = filter ? all.filter((row) => filter(row, context)) : all;
        for (let start = 0; start < rows.length; start += rowsPerInsert) {
          await tx.insert(demoTables[key]).values(rows.slice(start, start + rowsPerInsert));
        }
        counts[getTableName(demoTables[key])] = rows.length;
      }
      return counts;
    },
  };
}

const contentKeys = Object.keys(contentTables) as (keyof typeof contentTables)[];
const pageKeys = ['contentPages', 'contentPageTranslations'] as const;
const articleKeys = contentKeys.filter((key) => key.startsWith('article'));
const branchKeys = contentKeys.filter((key) => key.startsWith('shopBranch'));
/** Everything else in `contentTables` (banners, FAQ, terms, homepage configuration…). */
const otherContentKeys = contentKeys.filter(
  (key) =>
    !(pageKeys as readonly string[]).includes(key) &&
    !articleKeys.includes(key) &&
    !branchKeys.includes(key),
);

/** Every section in dependency order (each after the sections it depends on). */
export const seedSections: readonly SeedSection[] = [
  staticSection({
    name: 'core',
    version: 1,
    dependsOn: [],
    keys: ['languages', 'currencies', 'currencyFormats', 'countries', 'countryTranslations'],
  }),
  staticSection({
    name: 'settings',
    version: 1,
    dependsOn: ['core'],
    keys: ['shopSettings', 'shopSettingsTranslations'],
  }),
  staticSection({
    name: 'categories',
    version: 1,
    dependsOn: ['core'],
    keys: ['productCategories', 'productCategoryTranslations'],
  }),
  // The main menu is built from the category tree and links to categories.
  staticSection({
    name: 'menus',
    version: 2,
    dependsOn: ['core', 'categories'],
    keys: ['menus', 'menuTranslations', 'menuItems', 'menuItemTranslations'],
  }),
  staticSection({
    name: 'url-rewrites',
    version: 2,
    dependsOn: ['core'],
    keys: ['urlRewrites', 'urlRewriteTranslations', 'redirects'],
  }),
  staticSection({ name: 'content-pages', version: 3, dependsOn: ['core'], keys: pageKeys }),
  staticSection({ name: 'articles', version: 1, dependsOn: ['core'], keys: articleKeys }),
  staticSection({ name: 'branches', version: 1, dependsOn: ['core'], keys: branchKeys }),
  // Personal pick-up happens at the shop's branches: shipping is built from the branch data.
  staticSection({
    name: 'shipping',
    version: 1,
    dependsOn: ['core', 'branches'],
    keys: Object.keys(shippingTables) as DemoKey[],
  }),
  {
    name: 'catalogue',
    version: 1,
    dependsOn: ['core', 'categories'],
    tables: catalogueTables,
    write: (tx, context) => writeCatalogue(tx, flattenCategories(categoryTree), context.products),
    params: (context) => ({ products: context.products }),
  },
  // Featured products, category contents and top-category lists point into the catalogue.
  staticSection({
    name: 'content',
    version: 3,
    dependsOn: ['core', 'categories', 'catalogue'],
    keys: otherContentKeys,
    // The editorial picks name products up to 21: a smaller `pnpm seed --products N` features the
    // ones it has (a foreign key) and a full-size shop keeps them all.
    keep: { featuredProducts: (row, context) => row.productId <= context.products },
  }),
  {
    name: 'reviews',
    // 2: reviews gained `user_id` (null for the demo's).
    version: 2,
    dependsOn: ['core', 'catalogue'],
    tables: Object.values(reviewTables),
    write: (tx) => writeReviews(tx),
  },
  {
    // Promo codes to try at checkout. Coupons are runtime tables (the shop counts their uses), so
    // this section owns none: it adds missing codes and never empties or rewrites the table.
    name: 'demo-coupons',
    version: 1,
    dependsOn: ['core'],
    tables: [],
    write: (tx) => writeDemoCoupons(tx),
  },
  {
    // Shoppers to sign in with: two with credits (cs, en), a business (VO) one. Users are runtime
    // tables: this section owns none, it adds missing accounts and never empties or rewrites the table.
    name: 'demo-accounts',
    version: 2,
    dependsOn: ['core'],
    tables: [],
    write: (tx) => writeDemoAccounts(tx),
  },
];
