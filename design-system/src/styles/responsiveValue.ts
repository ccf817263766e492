import type { Breakpoint } from '../tokens/breakpoints.ts';

/** A value for every viewport, or per breakpoint mobile first: `{ base: 24, md: 12 }`. */
export type ResponsiveValue<T> = T | Partial<Record<'base' | Breakpoint, T>>;

/** Applies `map` to a responsive value, keeping its breakpoint keys. */
export function mapResponsiveValue<T, R>(
  value: ResponsiveValue<T>,
  map: (input: T) => R,
): ResponsiveValue<R> {
  if (typeof value !== 'object' || value === null) return map(value);
  const result: Partial<Record<'base' | Breakpoint, R>> = {};
  for (const [key, entry] of Object.entries(value) as Array<['base' | Breakpoint, T | undefined]>) {
    if (entry !== undefined) result[key] = map(entry);
  }
  return result;
}
