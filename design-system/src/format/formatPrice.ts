/** How a currency is written; the same fields as the back end's currency record (spec §5). */
export interface CurrencyFormat {
  code: string;
  symbol: string;
  symbolPlacement: 'left' | 'right';
  /** Digits shown after the decimal point (0–4). */
  decimalPlaces: number;
  decimalPoint: string;
  /** Thousands separator (the spec's name); '' turns grouping off. */
  millesimalPoint: string;
}

export interface FormatPriceOptions {
  /** Shown instead of the number when the amount is exactly 0 (e.g. "Free"). */
  freeText?: string;
}

/**
 * Prices travel as integer minor units with two digits (haléře, cents), whatever the display
 * precision: `decimalPlaces` only decides how many of them are shown.
 */
export const minorUnitDigits = 2;

const noBreakSpace = '\u00a0';

/** Rounds |amountMinor| to `places` decimals, half away from zero, in integers (no float drift). */
function scaledMagnitude(amountMinor: number, places: number): number {
  const magnitude = Math.abs(amountMinor);
  if (places >= minorUnitDigits) return magnitude * 10 ** (places - minorUnitDigits);
  const divisor = 10 ** (minorUnitDigits - places);
  const quotient = Math.floor(magnitude / divisor);
  return (magnitude % divisor) * 2 >= divisor ? quotient + 1 : quotient;
}

function groupThousands(digits: string, separator: string): string {
  if (separator === '') return digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * `formatPrice(150000, czk)` → "1 500,00 Kč" (no-break spaces). A right-hand symbol is joined
 * with a no-break space so it never wraps away; a left-hand one sits directly before the number.
 * Negative amounts get a leading "-" before the symbol.
 */
export function formatPrice(
  amountMinor: number,
  currency: CurrencyFormat,
  options: FormatPriceOptions = {},
): string {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`formatPrice expects integer minor units, got ${amountMinor}`);
  }
  if (amountMinor === 0 && options.freeText) return options.freeText;

  const places = Math.max(0, Math.trunc(currency.decimalPlaces));
  const scaled = String(scaledMagnitude(amountMinor, places)).padStart(places + 1, '0');
  const whole = scaled.slice(0, scaled.length - places);
  const fraction = places > 0 ? currency.decimalPoint + scaled.slice(-places) : '';
  const number = groupThousands(whole, currency.millesimalPoint) + fraction;
  // A value that rounds to zero is shown unsigned ("0 Kč", not "-0 Kč").
  const sign = amountMinor < 0 && /[1-9]/.test(scaled) ? '-' : '';

  return currency.symbolPlacement === 'left'
    ? `${sign}${currency.symbol}${number}`
    : `${sign}${number}${noBreakSpace}${currency.symbol}`;
}
