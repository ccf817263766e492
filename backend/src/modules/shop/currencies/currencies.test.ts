import { endpoints } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';

describe.each(testDatabases)('GET /api/v1/currencies on $name', (database) => {
  const api = useTestApp(database);

  it('lists CZK (default) and EUR with Czech formatting', async () => {
    const { data } = await api.call(endpoints.currencies, {});
    expect(data).toEqual([
      {
        code: 'CZK',
        symbol: 'Kč',
        symbolPlacement: 'right',
        decimalPlaces: 2,
        decimalPoint: ',',
        millesimalPoint: '\u00a0',
        isDefault: true,
      },
      {
        code: 'EUR',
        symbol: '€',
        symbolPlacement: 'right',
        decimalPlaces: 2,
        decimalPoint: ',',
        millesimalPoint: '\u00a0',
        isDefault: false,
      },
    ]);
  });

  it('formats for English readers in English', async () => {
    const { data } = await api.call(endpoints.currencies, {}, { locale: 'en' });
    expect(
      data.map(({ code, symbolPlacement, decimalPoint, millesimalPoint }) => ({
        code,
        symbolPlacement,
        decimalPoint,
        millesimalPoint,
      })),
    ).toEqual([
      { code: 'CZK', symbolPlacement: 'right', decimalPoint: '.', millesimalPoint: ',' },
      { code: 'EUR', symbolPlacement: 'left', decimalPoint: '.', millesimalPoint: ',' },
    ]);
  });
});
