import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../../core/request-context.ts';
import { selectRows, type DatabaseHandle } from '../../../db/database.ts';
import { testDatabases } from '../../../test/databases.ts';
import { reserveStock } from './stock.service.ts';

/**
 * The one statement that takes an order's stock: physical warehouses before the supplier's
 * (virtual) one, all or nothing when a product keeps stock, what there is when it does not.
 */
describe.each(testDatabases)('taking stock on $name', (database) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  let variants: number[] = [];
  let warehouses = { first: 0, second: 0, supplier: 0 };
  const ctx = () => ({ db: handle.db }) as RequestContext;

  beforeAll(async () => {
    ({ handle, dispose } = await database.open({ seeded: true }));
    const rows = await selectRows<{ id: number; virtual: boolean }>(
      handle.db,
      sql`select id, virtual from warehouses order by virtual, id`,
    );
    const physical = rows.filter((row) => !row.virtual);
    warehouses = {
      first: physical[0]?.id ?? 0,
      second: physical[1]?.id ?? 0,
      supplier: rows.find((row) => row.virtual)?.id ?? 0,
    };
    variants = (
      await selectRows<{ id: number }>(
        handle.db,
        sql`select id from product_variants order by id limit 3`,
      )
    ).map((row) => row.id);
  });
  afterAll(() => dispose());

  /** Stock per warehouse of a variant: `[first, second, supplier]`. */
  const setStock = async (variantId: number, pieces: [number, number, number]) => {
    const ids = [warehouses.first, warehouses.second, warehouses.supplier];
    await handle.db.execute(sql`delete from variant_stock where variant_id = ${variantId}`);
    for (const [index, quantity] of pieces.entries())
      await handle.db.execute(
        sql`insert into variant_stock (variant_id, warehouse_id, quantity)
            values (${variantId}, ${ids[index]}, ${quantity})`,
      );
  };
  const stockOf = async (variantId: number) => {
    const rows = await selectRows<{ warehouseId: number; quantity: number }>(
      handle.db,
      sql`select warehouse_id as "warehouseId", quantity from variant_stock
          where variant_id = ${variantId}`,
    );
    const of = (id: number) => rows.find((row) => row.warehouseId === id)?.quantity;
    return [of(warehouses.first), of(warehouses.second), of(warehouses.supplier)];
  };

  it('takes from physical warehouses in order, then from the supplier', async () => {
    const [variant = 0] = variants;
    await setStock(variant, [2, 1, 5]);
    const taken = await reserveStock(ctx(), [
      { variantId: variant, amount: 3, checked: true },
      { variantId: variant, amount: 2, checked: true },
    ]);
    // Three pieces are left at the supplier: nothing sold out.
    expect(taken).toEqual({ shortfalls: [], soldOut: [] });
    expect(await stockOf(variant)).toEqual([0, 0, 3]);
  });

  it('takes nothing at all when a product that keeps stock is short', async () => {
    const [first = 0, second = 0] = variants;
    await setStock(first, [4, 0, 0]);
    await setStock(second, [1, 1, 1]);
    const taken = await reserveStock(ctx(), [
      { variantId: first, amount: 2, checked: true },
      { variantId: second, amount: 5, checked: true },
    ]);
    expect(taken).toEqual({
      shortfalls: [{ variantId: second, wanted: 5, available: 3 }],
      soldOut: [],
    });
    expect(await stockOf(first)).toEqual([4, 0, 0]);
    expect(await stockOf(second)).toEqual([1, 1, 1]);
  });

  it('takes what there is for a product that does not keep stock', async () => {
    const [, , third = 0] = variants;
    await setStock(third, [1, 0, 2]);
    // All three pieces went: the variant is sold out now.
    expect(await reserveStock(ctx(), [{ variantId: third, amount: 10, checked: false }])).toEqual({
      shortfalls: [],
      soldOut: [third],
    });
    expect(await stockOf(third)).toEqual([0, 0, 0]);
    // Nothing left to take: it was sold out already, so this take sold nothing out.
    expect(await reserveStock(ctx(), [{ variantId: third, amount: 1, checked: false }])).toEqual({
      shortfalls: [],
      soldOut: [],
    });
  });
});
