import { describe, expect, it } from 'vitest';
import { parseImport } from './orderImport.ts';
import { claimOrderConversion } from './placedOrders.ts';
import { readGatewayReturn } from './paymentReturn.server.ts';

describe('parseImport', () => {
  it('reads code and amount split by space, tab, semicolon or comma', () => {
    const { lines, errors } = parseImport(
      'VTR-1 2\nVTR-2\t3\r\n8591234567890;1\n"VTR-3","4"\n\n  VTR-4  \n',
    );
    expect(errors).toEqual([]);
    expect(lines).toEqual([
      { line: 1, code: 'VTR-1', amount: 2 },
      { line: 2, code: 'VTR-2', amount: 3 },
      { line: 3, code: '8591234567890', amount: 1 },
      { line: 4, code: 'VTR-3', amount: 4 },
      { line: 6, code: 'VTR-4', amount: 1 },
    ]);
  });

  it('skips a header row and a BOM, and sums a code given twice', () => {
    const { lines, errors } = parseImport('\uFEFFcode;amount\nA-1;2\nA-1;3');
    expect(errors).toEqual([]);
    expect(lines).toEqual([{ line: 2, code: 'A-1', amount: 5 }]);
  });

  it('names each bad line with its problem', () => {
    const { lines, errors } = parseImport('A-1 0\nA-2 1.5\nA-3 2 extra\n<b> 1\nA-4 10000\nA-5 3');
    expect(lines).toEqual([{ line: 6, code: 'A-5', amount: 3 }]);
    expect(errors.map((error) => [error.line, error.problem])).toEqual([
      [1, 'amount'],
      [2, 'amount'],
      [3, 'format'],
      [4, 'code'],
      [5, 'amount'],
    ]);
    expect(errors[2]?.text).toBe('A-3 2 extra');
  });
});

describe('claimOrderConversion', () => {
  function memoryStorage(): Storage {
    const map = new Map<string, string>();
    return {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
      clear: () => map.clear(),
      key: () => null,
      get length() {
        return map.size;
      },
    };
  }

  it('claims each order code once', () => {
    const storage = memoryStorage();
    expect(claimOrderConversion(storage, '2026000001')).toBe(true);
    expect(claimOrderConversion(storage, '2026000001')).toBe(false);
    expect(claimOrderConversion(storage, '2026000002')).toBe(true);
  });

  it('reports nothing without storage or with a broken one', () => {
    expect(claimOrderConversion(undefined, 'x')).toBe(false);
    const storage = memoryStorage();
    storage.setItem('vitrina-reported-orders', '{not json');
    expect(claimOrderConversion(storage, 'x')).toBe(true);
  });
});

describe('readGatewayReturn', () => {
  const query = {
    paymentId: 'abc_DEF-1',
    reference: '0b9b5c1e-4f5d-4c55-9d1f-3c1d1c2b3a4f',
    status: 'paid',
    amount: '123450',
    currency: 'CZK',
    signature: 'a'.repeat(64),
  };
  const read = (fields: Record<string, string>) =>
    readGatewayReturn(
      new URL(`http://shop/checkout/payment/callback?${new URLSearchParams(fields)}`),
    );

  it('takes the signed result with the amount as a number', () => {
    expect(read(query)).toEqual({ ...query, amount: 123450 });
  });

  it('refuses a missing field, a decimal amount or an unknown status', () => {
    const { signature: _signature, ...unsigned } = query;
    expect(read(unsigned)).toBeNull();
    expect(read({ ...query, amount: '12.5' })).toBeNull();
    expect(read({ ...query, amount: '-1' })).toBeNull();
    expect(read({ ...query, status: 'refunded' })).toBeNull();
    expect(read({ ...query, reference: 'x' })).toBeNull();
  });
});
