import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import type { FlatCategory } from './categories.ts';
import { buildCatalogueReference, type CatalogueReference } from './catalogue.ts';
import { generateProducts, type ProductChunk } from './catalogue-products.ts';

/** 1,000 products by default (issue 5); `pnpm seed --products N` scales it. */
export const defaultProductCount = 1000;
/** Products per generated chunk; each chunk's rows are inserted before the next is generated. */
const productsPerChunk = 500;
/** Rows per INSERT, well below PostgreSQL's 65,535 bind parameters (widest row: 14 columns). */
const rowsPerInsert = 2000;
const jsonRowsPerInsert = 10_000;

const referenceTables: { [K in keyof CatalogueReference]: PgTable } = {
  brands: schema.brands,
  parameters: schema.parameters,
  parameterTranslations: schema.parameterTranslations,
  parameterValues: schema.parameterValues,
  parameterValueTranslations: schema.parameterValueTranslations,
  warehouses: schema.warehouses,
  priceLists: schema.priceLists,
  discounts: schema.discounts,
  discountTranslations: schema.discountTranslations,
  virtualCategories: schema.virtualCategories,
  virtualCategoryTranslations: schema.virtualCategoryTranslations,
  virtualCategoryFilters: schema.virtualCategoryFilters,
  virtualCategoryTags: schema.virtualCategoryTags,
  virtualCategoryTagTranslations: schema.virtualCategoryTagTranslations,
  virtualCategoryTagFilters: schema.virtualCategoryTagFilters,
};

const productTables: { [K in keyof ProductChunk]: PgTable } = {
  products: schema.products,
  productTranslations: schema.productTranslations,
  productCategoryLinks: schema.productCategoryLinks,
  productVariants: schema.productVariants,
  variantParameterValues: schema.variantParameterValues,
  productParameterValues: schema.productParameterValues,
  variantPrices: schema.variantPrices,
  productPrices: schema.productPrices,
  variantStock: schema.variantStock,
  productDiscounts: schema.productDiscounts,
  productGifts: schema.productGifts,
  productAlternatives: schema.productAlternatives,
};

/** Every catalogue table, parents first: what the `catalogue` seed section owns. */
export const catalogueTables: PgTable[] = [
  ...Object.values(referenceTables),
  ...Object.values(productTables),
];

async function insertRows(db: Database, table: PgTable, rows: readonly object[]) {
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    await db.insert(table).values(rows.slice(start, start + rowsPerInsert));
  }
}

/**
 * Bulk insert as ONE json parameter expanded server-side (json_populate_recordset): several times
 * faster than bind-parameter VALUES lists on PGlite. Rows must be uniform and set every NOT NULL
 * column (absent keys become NULL here, not the column default).
 */
async function insertJson(db: Database, table: PgTable, rows: readonly object[]) {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const names = keys.map((key) => columns[key]?.name ?? key);
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += jsonRowsPerInsert) {
    const json = JSON.stringify(
      rows.slice(start, start + jsonRowsPerInsert).map((row) => {
        const record: Record<string, unknown> = {};
        keys.forEach((key, i) => (record[names[i] ?? key] = (row as Record<string, unknown>)[key]));
        return record;
      }),
    );
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`,
    );
  }
}

/**
 * Writes the catalogue (after the category tree): reference tables, then `products` generated
 * and inserted chunk by chunk. Returns row counts per table.
 */
export async function writeCatalogue(
  db: Database,
  categories: readonly FlatCategory[],
  products: number = defaultProductCount,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const add = (name: string, n: number) => (counts[name] = (counts[name] ?? 0) + n);
  const { rows, ids } = buildCatalogueReference(categories);
  for (const key of Object.keys(referenceTables) as (keyof CatalogueReference)[]) {
    await insertRows(db, referenceTables[key], rows[key]);
    add(getTableName(referenceTables[key]), rows[key].length);
  }
  const brandTitles = new Map(rows.brands.map((brand) => [brand.id, brand.title]));
  const valueTitles = new Map<string, string>();
  const parameterCode = new Map(rows.parameters.map((row) => [row.id, row.code]));
  const valueById = new Map(rows.parameterValues.map((row) => [row.id, row]));
  for (const translation of rows.parameterValueTranslations) {
    const value = valueById.get(translation.valueId);
    if (!value) continue;
    const key = `${parameterCode.get(value.parameterId)}:${value.code}`;
    valueTitles.set(`${key}|${translation.locale}`, translation.title);
  }
  const lookup = {
    brandTitle: (id: number) => brandTitles.get(id) ?? `Brand ${id}`,
    valueTitle: (key: string, locale: 'cs' | 'en') => valueTitles.get(`${key}|${locale}`) ?? key,
  };
  for (const chunk of generateProducts(ids, products, productsPerChunk, lookup)) {
    for (const key of Object.keys(productTables) as (keyof ProductChunk)[]) {
      await insertJson(db, productTables[key], chunk[key]);
      add(getTableName(productTables[key]), chunk[key].length);
    }
  }
  // Fresh planner statistics: without them a just-seeded 100,000-product shop plans listings as
  // if the tables were empty (seconds instead of milliseconds until autovacuum catches up).
  for (const table of Object.values(productTables)) await db.execute(sql`analyze ${table}`);
  return counts;
}
