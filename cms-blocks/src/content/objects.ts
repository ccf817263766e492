/**
 * The object entries of an editor-supplied list. Content that skipped validation must not crash a
 * page: a list that is not an array, or null/string items in it, are ignored rather than thrown on.
 */
export function objects<T>(value: readonly T[] | undefined): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is T => item !== null && typeof item === 'object');
}
