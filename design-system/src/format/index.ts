export { formatPrice, minorUnitDigits } from './formatPrice.ts';
export type { CurrencyFormat, FormatPriceOptions } from './formatPrice.ts';
export { plural, pluralForm } from './plural.ts';
export type { PluralForms } from './plural.ts';
