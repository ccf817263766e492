import type { Locale } from '@vitrina/contracts';

/**
 * Reads a per-locale attribute (`{ cs: '…', en: '…' }`). A plain string is accepted as-is (older
 * content). No fallback to another language: showing Czech on the English site is worse than nothing.
 */
export function localized(value: unknown, locale: Locale): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const text: unknown = (value as Record<string, unknown>)[locale];
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** A positive integer, or undefined (numeric strings from the editor are accepted). */
export function positiveInt(value: unknown, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return undefined;
  const int = Math.round(n);
  return int >= 1 ? Math.min(int, max) : undefined;
}

/** The fileKey of the first item of an `image`/`file` attribute array, if present. */
export function firstFileKey(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const first: unknown = value[0];
  if (first === null || typeof first !== 'object') return undefined;
  const key: unknown = (first as Record<string, unknown>)['fileKey'];
  return typeof key === 'string' && key !== '' ? key : undefined;
}

/** `value` if it is one of `options`, else `fallback`. */
export function oneOf<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

export function oneOfOrUndefined<T extends string>(
  value: unknown,
  options: readonly T[],
): T | undefined {
  return options.find((option) => option === value);
}
