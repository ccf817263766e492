import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { demoCoupons } from './data/coupons.ts';

/**
 * Adds the demo's promo codes that are missing. Coupons are runtime data (the shop counts their
 * uses, runtime-tables.ts), so the seed owns no coupon table: it never empties them, and a code
 * the shop already has (edited, used up) is left as it is.
 */
export async function writeDemoCoupons(tx: Database): Promise<Record<string, number>> {
  const inserted = await tx
    .insert(schema.coupons)
    .values(
      demoCoupons.map(({ code, kind, percent }) => ({ code, kind, percent: percent ?? null })),
    )
    .onConflictDoNothing({ target: schema.coupons.code })
    .returning({ id: schema.coupons.id, code: schema.coupons.code });
  const ids = new Map(inserted.map((row) => [row.code, row.id]));
  const terms = demoCoupons.flatMap(({ code, terms: byCurrency }) => {
    const couponId = ids.get(code);
    if (couponId === undefined) return [];
    return Object.entries(byCurrency).map(([currencyCode, term]) => ({
      couponId,
      currencyCode,
      amountOffWithTax: term.amountOff ?? null,
      minOrderValue: term.minOrderValue ?? null,
    }));
  });
  if (terms.length > 0) await tx.insert(schema.couponCurrencyTerms).values(terms);
  return { coupons: inserted.length };
}

/** The demo codes present (for tests). */
export function selectDemoCoupons(db: Database) {
  return db
    .select()
    .from(schema.coupons)
    .where(
      inArray(
        schema.coupons.code,
        demoCoupons.map((coupon) => coupon.code),
      ),
    );
}
