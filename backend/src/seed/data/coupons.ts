import type { CouponKind } from '../../db/schema/carts.ts';

export interface DemoCoupon {
  code: string;
  kind: CouponKind;
  percent?: number;
  /** Per currency, minor units with VAT: the amount off (`amount` coupons) and the minimum order. */
  terms: Record<'CZK' | 'EUR', { amountOff?: number; minOrderValue?: number }>;
}

/** The demo's promo codes, one of each kind (listed in the README's demo section). */
export const demoCoupons: readonly DemoCoupon[] = [
  {
    code: 'VITRINA10',
    kind: 'percent',
    percent: 10,
    terms: { CZK: {}, EUR: {} },
  },
  {
    code: 'SLEVA200',
    kind: 'amount',
    terms: {
      CZK: { amountOff: 20_000, minOrderValue: 100_000 },
      EUR: { amountOff: 800, minOrderValue: 4_000 },
    },
  },
  {
    code: 'DOPRAVAZDARMA',
    kind: 'free_shipping',
    terms: { CZK: { minOrderValue: 50_000 }, EUR: { minOrderValue: 2_000 } },
  },
];
