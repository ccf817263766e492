/**
 * The whole-percent discount to show, or null when there is none to show (spec §9: rounded, shown
 * only above 0). 0.4 % rounds to 0 and is hidden; more than 100 % is impossible and capped.
 */
export function discountPercent(percentage: number): number | null {
  if (!Number.isFinite(percentage)) return null;
  const rounded = Math.min(Math.round(percentage), 100);
  return rounded > 0 ? rounded : null;
}

/** "−15 %": a real minus sign and a no-break space, so the sign and the unit never wrap away. */
export function formatDiscountPercent(percent: number): string {
  return `\u2212${percent}\u00a0%`;
}
