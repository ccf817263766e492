import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { couponCurrencyTerms, coupons } from '../../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;

export interface CouponWithTerms {
  coupon: CouponRow;
  /** Null when the coupon has no terms in the currency (it does not apply there). */
  amountOffWithTax: number | null;
  minOrderValue: number | null;
  hasTerms: boolean;
}

function selectCoupon(db: Database, where: ReturnType<typeof eq>, currency: string) {
  return db
    .select({
      coupon: coupons,
      amountOffWithTax: couponCurrencyTerms.amountOffWithTax,
      minOrderValue: couponCurrencyTerms.minOrderValue,
      hasTerms: sql<boolean>`${couponCurrencyTerms.couponId} is not null`,
    })
    .from(coupons)
    .leftJoin(
      couponCurrencyTerms,
      and(
        eq(couponCurrencyTerms.couponId, coupons.id),
        eq(couponCurrencyTerms.currencyCode, currency),
      ),
    )
    .where(where)
    .limit(1);
}

export async function selectCouponByCode(
  db: Database,
  code: string,
  currency: string,
): Promise<CouponWithTerms | undefined> {
  const [row] = await selectCoupon(db, eq(coupons.code, code), currency);
  return row;
}

export async function selectCouponById(
  db: Database,
  id: number,
  currency: string,
): Promise<CouponWithTerms | undefined> {
  const [row] = await selectCoupon(db, eq(coupons.id, id), currency);
  return row;
}

/** Counts one use; false when it is used up (the database check is the last line). */
export async function useCoupon(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, id),
        sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`,
      ),
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}
