import { describe, expect, it } from 'vitest';
import { formatPrice } from './formatPrice.ts';
import type { CurrencyFormat } from './formatPrice.ts';
import { czkFormat, eurFormat } from '../Price/priceFixtures.ts';

const nbsp = '\u00a0';
const czk = czkFormat;
const eurLeft = eurFormat;
const eurRight: CurrencyFormat = { ...eurLeft, symbolPlacement: 'right', decimalPoint: ',' };

describe('formatPrice', () => {
  it('writes CZK with a decimal comma and no-break spaces between groups and before the symbol', () => {
    expect(formatPrice(150000, czk)).toBe(`1${nbsp}500,00${nbsp}Kč`);
    expect(formatPrice(123456789, czk)).toBe(`1${nbsp}234${nbsp}567,89${nbsp}Kč`);
    expect(formatPrice(99900, czk)).toBe(`999,00${nbsp}Kč`);
    expect(formatPrice(5, czk)).toBe(`0,05${nbsp}Kč`);
  });

  it('puts a left symbol directly before the number and a right one after a no-break space', () => {
    expect(formatPrice(1250, eurLeft)).toBe('€12.50');
    expect(formatPrice(150000, eurLeft)).toBe('€1,500.00');
    expect(formatPrice(1250, eurRight)).toBe(`12,50${nbsp}€`);
  });

  it('signs negative amounts before the symbol', () => {
    expect(formatPrice(-1250, eurLeft)).toBe('-€12.50');
    expect(formatPrice(-150000, czk)).toBe(`-1${nbsp}500,00${nbsp}Kč`);
  });

  it('shows the free text for 0 only, and the number when no free text is given', () => {
    expect(formatPrice(0, czk, { freeText: 'Zdarma' })).toBe('Zdarma');
    expect(formatPrice(0, czk)).toBe(`0,00${nbsp}Kč`);
    expect(formatPrice(1, czk, { freeText: 'Zdarma' })).toBe(`0,01${nbsp}Kč`);
  });

  it('rounds minor units half away from zero when fewer decimals are shown', () => {
    const whole = { ...czk, decimalPlaces: 0 };
    expect(formatPrice(150049, whole)).toBe(`1${nbsp}500${nbsp}Kč`);
    expect(formatPrice(150050, whole)).toBe(`1${nbsp}501${nbsp}Kč`);
    expect(formatPrice(-150050, whole)).toBe(`-1${nbsp}501${nbsp}Kč`);
    expect(formatPrice(99950, whole)).toBe(`1${nbsp}000${nbsp}Kč`);
    expect(formatPrice(-40, whole)).toBe(`0${nbsp}Kč`);
    expect(formatPrice(1255, { ...eurLeft, decimalPlaces: 1 })).toBe('€12.6');
  });

  it('pads with zeros when more decimals are shown than minor units carry', () => {
    expect(formatPrice(1250, { ...eurLeft, decimalPlaces: 3 })).toBe('€12.500');
  });

  it('does not group when the thousands separator is empty', () => {
    expect(formatPrice(123456700, { ...eurLeft, millesimalPoint: '' })).toBe('€1234567.00');
  });

  it('rejects amounts that are not integer minor units', () => {
    expect(() => formatPrice(12.5, czk)).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN, czk)).toThrow(RangeError);
  });
});
