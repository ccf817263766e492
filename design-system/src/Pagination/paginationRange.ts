/** A gap in the page list, drawn as "…". */
export const paginationEllipsis = 'ellipsis';
export type PaginationItem = number | typeof paginationEllipsis;

export interface PaginationRangeOptions {
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** Pages always shown at the start and at the end. */
  boundaries?: number;
}

/** `page` rounded and clamped into 1…pageCount (1 for anything unusable). */
export function clampPage(page: number, pageCount: number): number {
  const whole = Number.isFinite(page) ? Math.round(page) : 1;
  return Math.min(Math.max(whole, 1), Math.max(1, Math.floor(pageCount)));
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/**
 * The page numbers to show, with ellipses for the gaps. While there are gaps the list always has the
 * same length (boundaries, siblings, the current page and two slots), so the links do not jump
 * around as the shopper pages through; an ellipsis only replaces two or more pages, never one.
 * `current` is clamped into 1…pageCount; a pageCount below 1 gives an empty list.
 */
export function paginationRange(
  current: number,
  pageCount: number,
  { siblings = 1, boundaries = 1 }: PaginationRangeOptions = {},
): PaginationItem[] {
  const total = Number.isFinite(pageCount) ? Math.floor(pageCount) : 0;
  if (total < 1) return [];
  const page = clampPage(current, total);
  const side = Math.max(0, Math.floor(siblings));
  const edge = Math.max(0, Math.floor(boundaries));

  // Boundaries, siblings, the current page and the two slots that hold an ellipsis or a page.
  if (total <= 2 * edge + 2 * side + 3) return range(1, total);

  const middleStart = Math.max(Math.min(page - side, total - edge - 2 * side - 1), edge + 2);
  const middleEnd = Math.min(Math.max(page + side, edge + 2 * side + 2), total - edge - 1);

  return [
    ...range(1, edge),
    middleStart > edge + 2 ? paginationEllipsis : edge + 1,
    ...range(middleStart, middleEnd),
    middleEnd < total - edge - 1 ? paginationEllipsis : total - edge,
    ...range(total - edge + 1, total),
  ];
}
