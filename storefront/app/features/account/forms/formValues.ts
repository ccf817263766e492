/**
 * A posted form as the nested object react-hook-form would hold: a field named
 * `attributes.custom.dateOfBirth` lands at `values.attributes.custom.dateOfBirth`, so the same
 * zod schema checks what a script submits and what a plain form posts. Files are dropped; the
 * first value of a repeated name wins.
 */
export function formDataValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    const keys = name.split('.');
    // Names come from the shopper: never let one reach Object.prototype.
    if (keys.some((key) => key === '__proto__' || key === 'constructor' || key === 'prototype'))
      continue;
    let target = values;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      if (typeof next !== 'object' || next === null) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    const last = keys[keys.length - 1] as string;
    if (!(last in target)) target[last] = value;
  }
  return values;
}

/** The value at a dotted path of a values object (`''` when missing or not text). */
export function textAt(values: unknown, path: string): string {
  let current = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return '';
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' ? current : '';
}

/** A checkbox: a script's boolean or a plain form's `on` (absent when unticked). */
export function isChecked(value: unknown): boolean {
  return value === true || value === 'on' || value === 'true';
}

/** Optional text: blank becomes null (the contracts' "not given"), the rest is kept as typed. */
export function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** What a failed post sends back to refill the form: everything but the secrets. */
export function keptValues(values: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (/password|token/i.test(key)) continue;
    kept[key] = value;
  }
  return kept;
}
