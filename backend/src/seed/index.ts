import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { buildDemoData, type DemoData } from './build.ts';
import { flattenCategories } from './categories.ts';
import {
  catalogueIdentityTables,
  catalogueTables,
  defaultProductCount,
  writeCatalogue,
} from './catalogue-write.ts';
import { categoryTree } from './data/categories.ts';
import { contentIdentityTables, contentTables } from './content.ts';
import { shippingIdentityTables, shippingTables } from './shipping.ts';
import { writeReviews } from './reviews.ts';

export interface SeedOptions {
  /**
   * Number of demo products (issue 5). Steps generate rows from a seeded generator and insert them
   * in chunks, so 100,000 stays a matter of seconds and memory stays flat.
   */
  products?: number;
}

/** Insertion order: parents before children. */
const tables: { [K in keyof DemoData]: PgTable } = {
  languages: schema.languages,
  currencies: schema.currencies,
  currencyFormats: schema.currencyFormats,
  countries: schema.countries,
  countryTranslations: schema.countryTranslations,
  productCategories: schema.productCategories,
  productCategoryTranslations: schema.productCategoryTranslations,
  menus: schema.menus,
  menuTranslations: schema.menuTranslations,
  menuItems: schema.menuItems,
  menuItemTranslations: schema.menuItemTranslations,
  shopSettings: schema.shopSettings,
  shopSettingsTranslations: schema.shopSettingsTranslations,
  urlRewrites: schema.urlRewrites,
  urlRewriteTranslations: schema.urlRewriteTranslations,
  redirects: schema.redirects,
  ...shippingTables,
  ...contentTables,
};

/** Tables whose ids the seed sets explicitly; their identity sequences continue after the seed. */
const identityTables = [
  schema.productCategories,
  schema.menus,
  schema.menuItems,
  schema.urlRewrites,
  schema.redirects,
  ...shippingIdentityTables,
  ...catalogueIdentityTables,
  ...contentIdentityTables,
];

/** Rows per INSERT, well below PostgreSQL's 65,535 bind parameters. */
const chunkSize = 1000;

async function insertChunked(db: Database, table: PgTable, rows: readonly object[]) {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await db.insert(table).values(rows.slice(start, start + chunkSize));
  }
}

/** The demo shop exists once its settings row does (the seed writes everything in one transaction). */
export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ id: schema.shopSettings.id }).from(schema.shopSettings).limit(1);
  return rows.length > 0;
}

async function writeDemo(tx: Database, options: SeedOptions): Promise<Record<string, number>> {
  const data = buildDemoData();
  const counts: Record<string, number> = {};
  for (const key of Object.keys(tables) as (keyof DemoData)[]) {
    await insertChunked(tx, tables[key], data[key]);
    counts[getTableName(tables[key])] = data[key].length;
    // The generated catalogue right after the category tree, so later tables may reference products.
    if (key === 'productCategoryTranslations') {
      const categories = flattenCategories(categoryTree);
      Object.assign(counts, await writeCatalogue(tx, categories, options.products));
    }
  }
  // Reviews, comments and order gifts reference products, so they follow the whole catalogue.
  Object.assign(counts, await writeReviews(tx, options.products ?? defaultProductCount));
  for (const table of identityTables) {
    const name = getTableName(table);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce(max(id), 0) + 1, false) from ${table}`,
    );
  }
  return counts;
}

/** Writes the demo shop into an empty database, all or nothing. Returns row counts per table. */
export function seedDemo(db: Database, options: SeedOptions = {}): Promise<Record<string, number>> {
  return db.transaction((tx) => writeDemo(tx, options));
}

/** Empties every shop table (ids restart) and seeds again in one transaction: `pnpm seed`. */
export function reseedDemo(
  db: Database,
  options: SeedOptions = {},
): Promise<Record<string, number>> {
  const names = [...Object.values(tables), ...catalogueTables].map((table) =>
    sql.identifier(getTableName(table)),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`truncate table ${sql.join(names, sql`, `)} restart identity cascade`);
    return writeDemo(tx, options);
  });
}
