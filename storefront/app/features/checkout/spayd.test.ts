import { describe, expect, it } from 'vitest';
import {
  czechAccountNumber,
  groupedIban,
  normalizeIban,
  spaydText,
  variableSymbol,
} from './spayd.ts';

describe('bank details', () => {
  it('accepts an IBAN whose check digits hold, in any spacing and case', () => {
    expect(normalizeIban('cz65 0800 0000 1920 0014 5399')).toBe('CZ6508000000192000145399');
    expect(normalizeIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normalizeIban('CZ66 0800 0000 1920 0014 5399')).toBeNull();
    expect(normalizeIban('CZ65 0800')).toBeNull();
    expect(normalizeIban('not an iban')).toBeNull();
  });

  it('writes a Czech IBAN as prefix-number/bank, without leading zeros', () => {
    expect(czechAccountNumber('CZ6508000000192000145399')).toBe('19-2000145399/0800');
    expect(czechAccountNumber('CZ5520100000002000145399')).toBe('2000145399/2010');
    expect(czechAccountNumber('DE89370400440532013000')).toBeNull();
    expect(groupedIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399');
  });

  it('takes the order code digits as the variable symbol, up to ten', () => {
    expect(variableSymbol('2026000123')).toBe('2026000123');
    expect(variableSymbol('OBJ-42')).toBe('42');
    expect(variableSymbol('20261234567')).toBeNull();
    expect(variableSymbol('ABC')).toBeNull();
  });
});

describe('spaydText', () => {
  const payment = {
    iban: 'CZ6508000000192000145399',
    amount: 123450,
    currency: 'CZK',
    variableSymbol: '2026000123',
    message: 'Vitrina 2026000123',
  };

  it('writes the SPAYD 1.0 fields in order, amount with two decimals', () => {
    expect(spaydText(payment)).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:1234.50*CC:CZK*X-VS:2026000123*MSG:Vitrina 2026000123',
    );
    expect(spaydText({ ...payment, amount: 99, currency: 'EUR', bic: 'GIBACZPX' })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:0.99*CC:EUR*X-VS:2026000123*MSG:Vitrina 2026000123',
    );
  });

  it('leaves out a missing variable symbol and escapes the message', () => {
    const text = spaydText({
      ...payment,
      variableSymbol: null,
      message: 'Objednávka č. 5 * 50 % sleva — díky',
    });
    expect(text).not.toContain('X-VS');
    expect(text.split('*')).toHaveLength(6);
    expect(text).toMatch(/\*MSG:Objednavka c\. 5 %2A 50 %25 sleva {2}diky$/);
  });
});
