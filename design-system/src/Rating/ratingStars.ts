/**
 * A 0–100 review score (spec §3) as stars out of `max`, rounded to one decimal: 90 of 5 stars is
 * 4.5, 87 is 4.4. Out-of-range scores are clamped; a non-number counts as 0.
 */
export function ratingStars(value: number, max: number): number {
  const score = Number.isFinite(value) ? Math.min(Math.max(value, 0), 100) : 0;
  return Math.round((score / 100) * max * 10) / 10;
}
