import { minorUnitDigits } from '../format/formatPrice.ts';

/**
 * Spec §9: the product box lays its price out by size, with breakpoints at 999 and 99 999 whole
 * currency units. `short` prices sit beside the struck original; longer ones get a line each and
 * a smaller figure, so "1 299 990 Kč" still fits a phone's two-column card.
 */
export const priceLayouts = ['short', 'medium', 'long'] as const;
export type PriceLayout = (typeof priceLayouts)[number];

export const priceLayoutBreakpoints = { short: 999, medium: 99_999 } as const;

/** The layout for the widest of the amounts shown (integer minor units). */
export function priceLayout(...amountsMinor: readonly (number | undefined)[]): PriceLayout {
  const whole = Math.max(
    0,
    ...amountsMinor.map((amount) =>
      amount === undefined || !Number.isFinite(amount)
        ? 0
        : Math.floor(Math.abs(amount) / 10 ** minorUnitDigits),
    ),
  );
  if (whole <= priceLayoutBreakpoints.short) return 'short';
  if (whole <= priceLayoutBreakpoints.medium) return 'medium';
  return 'long';
}
