import { describe, expect, it } from 'vitest';
import { companyLookupQuery, isValidIco } from './ares.ts';

describe('isValidIco', () => {
  it('accepts check digits for remainders 0, 1 and the rest (8th digit 1, 0, 11 − r)', () => {
    // 2707435 → remainder 3 → 8; 0000694 → 4 → 7; 1111111 → 2 → 9.
    expect(['27074358', '00006947', '11111119'].map(isValidIco)).toEqual([true, true, true]);
    // Remainder 0 wants 1, not 0 (the slip of taking (11 − r) mod 11).
    expect(isValidIco('00000000')).toBe(false);
    // 0000000 → remainder 0 → 1; 0000006 → 12 mod 11 = 1 → 0; 0000011 → 5 → 6; 0000055 → 3 → 8.
    expect(['00000001', '00000060', '00000116', '00000558'].map(isValidIco)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('refuses a wrong check digit, other lengths and non-digits', () => {
    expect(
      ['27074357', '2707435', '270743580', '2707435a', ' 27074358', ''].map(isValidIco),
    ).toEqual([false, false, false, false, false, false]);
  });
});

describe('companyLookupQuery', () => {
  it('trims the IČO and reports one error per problem', () => {
    expect(companyLookupQuery.parse({ ico: ' 27074358 ' })).toEqual({ ico: '27074358' });
    const short = companyLookupQuery.safeParse({ ico: '2707435' });
    expect(short.error?.issues.map((issue) => issue.message)).toEqual([
      'IČO must be exactly 8 digits',
    ]);
  });
});
