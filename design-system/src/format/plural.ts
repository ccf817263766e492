/**
 * Index of the plural form for `count`. Every locale starts with the same two forms, so one
 * `forms` array shape works everywhere: form 0 is for zero ("no items"), form 1 for one.
 *
 * - cs, sk (spec §9): 0 → 0, 1 → 1, 2–4 → 2, 5 and more → 3 (four forms).
 * - every other locale (en…): 0 → 0, 1 → 1, anything else → 2 (three forms).
 *
 * Negative counts use their magnitude; fractions take the last form ("1,5 kusu" is out of scope).
 */
export function pluralForm(count: number, locale: string): number {
  const magnitude = Math.abs(count);
  const language = locale.toLowerCase().split(/[-_]/)[0];
  if (magnitude === 0) return 0;
  if (magnitude === 1) return 1;
  if (language === 'cs' || language === 'sk') {
    return Number.isInteger(magnitude) && magnitude <= 4 ? 2 : 3;
  }
  return 2;
}

/** At least one form; missing later forms fall back to the last one given. */
export type PluralForms = readonly [string, ...string[]];

/** Chooses the string for `count`: `plural(3, ['kusů', 'kus', 'kusy', 'kusů'], 'cs')` → 'kusy'. */
export function plural(count: number, forms: PluralForms, locale: string): string {
  const index = Math.min(pluralForm(count, locale), forms.length - 1);
  return forms[index] ?? forms[0];
}
