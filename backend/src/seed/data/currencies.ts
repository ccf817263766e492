import type { currencies, currencyFormats } from '../../db/schema/index.ts';

const nbsp = '\u00a0';

/** Thresholds in minor units: 1 500 Kč = 150000 haléřů, 60 € = 6000 cents. */
export const currencyRows: (typeof currencies.$inferInsert)[] = [
  {
    code: 'CZK',
    decimalPlaces: 2,
    isDefault: true,
    position: 0,
    freeShippingAt: 150_000,
    orderGiftAt: 200_000,
    orderMinimumValue: null,
  },
  {
    code: 'EUR',
    decimalPlaces: 2,
    isDefault: false,
    position: 1,
    freeShippingAt: 6_000,
    orderGiftAt: 8_000,
    orderMinimumValue: null,
  },
];

/**
 * As Czech and English readers expect them: `1 500,00 Kč` / `1,500.00 Kč`, `12,50 €` / `€12.50`.
 * Czech groups thousands with a no-break space so a price never wraps.
 */
export const currencyFormatRows: (typeof currencyFormats.$inferInsert)[] = [
  {
    currencyCode: 'CZK',
    locale: 'cs',
    symbol: 'Kč',
    symbolPlacement: 'right',
    decimalPoint: ',',
    millesimalPoint: nbsp,
  },
  {
    currencyCode: 'CZK',
    locale: 'en',
    symbol: 'Kč',
    symbolPlacement: 'right',
    decimalPoint: '.',
    millesimalPoint: ',',
  },
  {
    currencyCode: 'EUR',
    locale: 'cs',
    symbol: '€',
    symbolPlacement: 'right',
    decimalPoint: ',',
    millesimalPoint: nbsp,
  },
  {
    currencyCode: 'EUR',
    locale: 'en',
    symbol: '€',
    symbolPlacement: 'left',
    decimalPoint: '.',
    millesimalPoint: ',',
  },
];
