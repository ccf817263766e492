import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../src/db/database.ts';

/** One measured call: request paths used in turn (so caches see realistic variety). */
export interface BenchCall {
  name: string;
  paths: string[];
}

/** ASCII lower case, as a shopper types without diacritics. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const words = (name: string) => name.split(/\s+/).filter((word) => word.length >= 3);

/** One letter swapped for its neighbour in the alphabet: the one-typo case. */
const typo = (word: string) => {
  const i = Math.floor(word.length / 2);
  const swapped = word[i] === 'z' ? 'y' : String.fromCharCode(word.charCodeAt(i) + 1);
  return `${word.slice(0, i)}${swapped}${word.slice(i + 1)}`;
};

/** Sample rows, deterministically (md5 order), so runs compare. */
async function fixtures(db: Database) {
  const productRows = await selectRows<{ name: string; slug: string }>(
    db,
    sql`select name, slug from product_translations where locale = 'cs'
      order by md5(product_id::text) limit 50`,
  );
  const categoryRows = await selectRows<{ slug: string }>(
    db,
    sql`select slug from product_category_translations where locale = 'cs'
      order by md5(category_id::text) limit 20`,
  );
  // The category with the most products, and the two commonest values of two different parameters in it.
  const [listing] = await selectRows<{ categoryId: number; slug: string }>(
    db,
    sql`select l.category_id as "categoryId", t.slug from product_category_links l
      join product_category_translations t on t.category_id = l.category_id and t.locale = 'cs'
      where l.direct group by l.category_id, t.slug order by count(*) desc limit 1`,
  );
  const facets = listing
    ? await selectRows<{ parameterId: number; valueId: number }>(
        db,
        sql`select distinct on (v.parameter_id) v.parameter_id as "parameterId", v.value_id as "valueId"
          from product_parameter_values v join product_category_links l on l.product_id = v.product_id
          where l.category_id = ${listing.categoryId}
          group by v.parameter_id, v.value_id order by v.parameter_id, count(*) desc limit 2`,
      )
    : [];
  return { productRows, categoryRows, listing, facets };
}

/**
 * The calls of the acceptance criterion and a few neighbours. To add one, push a name and its
 * paths; calls whose route does not exist (yet) are reported as skipped, not failed.
 */
export async function benchCalls(db: Database): Promise<BenchCall[]> {
  const { productRows, categoryRows, listing, facets } = await fixtures(db);
  const first = productRows.map((row) => fold(words(row.name)[0] ?? row.name));
  const pairs = productRows.map((row) => fold(words(row.name).slice(0, 2).join(' ')));
  const search = (q: string) => `/content/search?q=${encodeURIComponent(q)}&limit=10`;
  // Two facet filters: one value each of two different parameters (AND across parameters).
  const scope = listing && {
    categoryId: listing.categoryId,
    valueIds: facets.map(({ valueId }) => valueId),
  };
  return [
    { name: 'search: one word', paths: first.map(search) },
    { name: 'search: two words', paths: pairs.map(search) },
    { name: 'search: one typo', paths: first.map((word) => search(typo(word))) },
    {
      name: 'category listing + 2 facets',
      paths: scope
        ? [
            { sort: 'position', page: 1 },
            { sort: 'price_asc', page: 1 },
            { sort: 'bestselling', page: 2 },
          ].map(
            (view) =>
              `/content/api/catalog/v2/state?scope=${encodeURIComponent(JSON.stringify({ ...scope, ...view }))}`,
          )
        : [],
    },
    {
      name: 'product detail',
      paths: productRows.map(
        (row) =>
          `/content/catalog/product?checkPermissions=true&slugs=${encodeURIComponent(row.slug)}`,
      ),
    },
    {
      name: 'category detail',
      paths: categoryRows.map(
        (row) =>
          `/content/catalog/category?checkPermissions=true&slugs=${encodeURIComponent(row.slug)}`,
      ),
    },
    { name: 'product categories (200)', paths: ['/api/v1/product-categories?perPage=200'] },
    {
      name: 'image resize (disk cache)',
      paths: productRows
        .slice(0, 10)
        .map((_, i) => `/content/images/w256,webp/demo/products/bench-${i}.svg`),
    },
  ];
}
