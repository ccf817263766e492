import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { testDatabases, useMigratedDatabase } from '../test/databases.ts';
import { featuredProductIds } from './data/content-misc.ts';
import { reseedDemo } from './index.ts';

const picks = Object.values(featuredProductIds).flat();
const largestPick = Math.max(...picks);

describe.each(testDatabases)(
  'a demo shop smaller than the editorial picks on $name',
  (database) => {
    const migrated = useMigratedDatabase(database);

    // `pnpm seed --products N` accepts any whole number; the picks must not outgrow the catalogue.
    it.each([0, 1, largestPick - 1, largestPick])('seeds %i products', async (products) => {
      await reseedDemo(migrated.handle.db, { products });
      expect(await migrated.handle.db.$count(schema.products)).toBe(products);
      const featured = await migrated.handle.db.select().from(schema.featuredProducts);
      expect(featured.map((row) => row.productId).sort((a, b) => a - b)).toEqual(
        picks.filter((id) => id <= products).sort((a, b) => a - b),
      );
    });
  },
);
