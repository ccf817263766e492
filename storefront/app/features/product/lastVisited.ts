/** Spec §9: the last-visited list holds 8 products. */
export const lastVisitedLimit = 8;

/** What the browser keeps of a visited product: enough for a link with a picture, no price. */
export interface VisitedProduct {
  id: number;
  name: string;
  /** Slug per language, so the list links right after a language switch. */
  slugs: { cs?: string; en?: string };
  image: string | null;
}

/** Spec §4: the visited product moves to the front and the list is cut to 8. */
export function rememberVisit(
  list: readonly VisitedProduct[],
  visited: VisitedProduct,
): VisitedProduct[] {
  return [visited, ...list.filter((entry) => entry.id !== visited.id)].slice(0, lastVisitedLimit);
}

function isVisitedProduct(value: unknown): value is VisitedProduct {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  const slugs = entry.slugs as Record<string, unknown> | null | undefined;
  return (
    typeof entry.id === 'number' &&
    Number.isInteger(entry.id) &&
    entry.id > 0 &&
    typeof entry.name === 'string' &&
    (entry.image === null || typeof entry.image === 'string') &&
    typeof slugs === 'object' &&
    slugs !== null &&
    ['cs', 'en'].every((key) => slugs[key] === undefined || typeof slugs[key] === 'string')
  );
}

/**
 * The stored list, from JSON another tab or an older version may have written: anything that is
 * not a list of products is nothing, unknown entries are dropped, duplicates and extras cut.
 */
export function parseLastVisited(stored: string | null): VisitedProduct[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  return value
    .filter(isVisitedProduct)
    .filter((entry) => !seen.has(entry.id) && seen.add(entry.id))
    .slice(0, lastVisitedLimit);
}
