export interface DisplayedStock {
  count: number;
  /** True when the real stock is above the cap and `count` is the cap ("> 5 pcs"). */
  capped: boolean;
}

/**
 * The stock figure to show (spec §9): capped by the theme maximum, where 0 or no maximum means no
 * cap. Nothing to show for unknown (not checked), non-finite or non-positive stock.
 */
export function displayedStock(stock: number | undefined, max?: number): DisplayedStock | null {
  if (stock === undefined || !Number.isFinite(stock)) return null;
  const count = Math.floor(stock);
  if (count <= 0) return null;
  const cap = max !== undefined && Number.isFinite(max) ? Math.floor(max) : 0;
  if (cap > 0 && count > cap) return { count: cap, capped: true };
  return { count, capped: false };
}
