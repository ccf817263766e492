import type { BenchCall } from '../backend/bench/calls.ts';
import { measureCall } from '../backend/bench/measure.ts';
import type { Summary } from '../backend/bench/stats.ts';
import type { Fixtures } from './pages.ts';

/**
 * The back-end calls behind the measured pages, timed one at a time with `pnpm bench:api`'s
 * measurement (here on the bench's small seeded shop, not its 100,000-product catalogue).
 */
function calls(f: Fixtures): BenchCall[] {
  const state = f.category && {
    name: 'category listing + 2 facets',
    paths: [
      `/content/api/catalog/v2/state?scope=${encodeURIComponent(
        JSON.stringify({ categoryId: f.category.id, valueIds: f.filters.map((x) => x.valueId) }),
      )}`,
    ],
  };
  return [
    {
      name: 'product detail',
      paths: [`/content/catalog/product?checkPermissions=true&slugs=${f.product.cs}`],
    },
    ...(f.category
      ? [
          {
            name: 'category detail',
            paths: [`/content/catalog/category?checkPermissions=true&slugs=${f.category.cs}`],
          },
        ]
      : []),
    ...(state ? [state] : []),
    {
      name: 'search: one word',
      paths: [`/content/search?q=${encodeURIComponent(f.searchWord.cs)}&limit=10`],
    },
    { name: 'product categories (200)', paths: ['/api/v1/product-categories?perPage=200'] },
  ];
}

export async function apiLatencies(
  backend: string,
  fixtures: Fixtures,
  requests: number,
): Promise<{ rows: Summary[]; skipped: Record<string, string> }> {
  const rows: Summary[] = [];
  const skipped: Record<string, string> = {};
  for (const call of calls(fixtures)) {
    const result = await measureCall(backend, call, { warmup: 20, requests });
    if (typeof result === 'string') skipped[call.name] = result;
    else rows.push(result);
  }
  return { rows, skipped };
}
