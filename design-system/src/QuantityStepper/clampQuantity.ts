export interface QuantityLimits {
  min: number;
  max: number;
  step: number;
}

/** Snaps a number onto the step grid starting at `min`, then into [min, max]. */
export function clampQuantity(value: number, { min, max, step }: QuantityLimits): number {
  if (!Number.isFinite(value)) return min;
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(Math.max(snapped, min), max);
}

/** Parses what a user typed; null for anything that is not a number (empty, "abc", "1e"). */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
