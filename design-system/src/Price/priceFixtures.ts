import type { CurrencyFormat } from '../format/formatPrice.ts';

/** The demo shop's currencies as the back end serves them (Czech formats). */
export const czkFormat: CurrencyFormat = {
  code: 'CZK',
  symbol: 'Kč',
  symbolPlacement: 'right',
  decimalPlaces: 2,
  decimalPoint: ',',
  millesimalPoint: '\u00a0',
};

export const eurFormat: CurrencyFormat = {
  code: 'EUR',
  symbol: '€',
  symbolPlacement: 'left',
  decimalPlaces: 2,
  decimalPoint: '.',
  millesimalPoint: ',',
};
