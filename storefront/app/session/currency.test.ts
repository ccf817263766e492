import { describe, expect, it } from 'vitest';
import { currencyCookie, resolveCurrency } from './currency.ts';

const sold = [
  { code: 'CZK', isDefault: true },
  { code: 'EUR', isDefault: false },
];

describe('resolveCurrency', () => {
  it('takes the cookie when the store sells in that currency', () => {
    expect(resolveCurrency('EUR', sold)).toBe('EUR');
    expect(resolveCurrency(' eur ', sold)).toBe('EUR');
  });

  it('falls back to the store default for unknown or missing codes', () => {
    expect(resolveCurrency('USD', sold)).toBe('CZK');
    expect(resolveCurrency(undefined, sold)).toBe('CZK');
    expect(
      resolveCurrency('EUR', [
        { code: 'EUR', isDefault: false },
        { code: 'PLN', isDefault: true },
      ]),
    ).toBe('EUR');
    expect(resolveCurrency('CZK', [{ code: 'PLN', isDefault: true }])).toBe('PLN');
  });

  it('falls back to CZK when the store lists nothing', () => {
    expect(resolveCurrency('EUR', [])).toBe('CZK');
  });
});

describe('currencyCookie', () => {
  it('sets a site-wide, HttpOnly, year-long cookie', () => {
    expect(currencyCookie('EUR', false)).toBe(
      'vitrina-currency=EUR; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly',
    );
    expect(currencyCookie('EUR', true)).toMatch(/; Secure$/);
  });
});
