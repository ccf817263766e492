import { endpoints } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { variantHash } from './globals.service.ts';

describe.each(testDatabases)('GET /api/v1/globals on $name', (database) => {
  const api = useTestApp(database);

  it('returns the demo shop in Czech with CZK thresholds', async () => {
    const { data } = await api.call(endpoints.globals, {});
    expect(data.contact).toMatchObject({ name: 'Vitrina s.r.o.', countryCode: 'CZE' });
    expect(data.freeShippingAt).toEqual({ amount: 150_000, currencyCode: 'CZK' });
    expect(data.currency).toMatchObject({ code: 'CZK', symbol: 'Kč', decimalPoint: ',' });
    expect(data.meta.title).toContain('elektronika');
    expect(data.languages.map((language) => language.code)).toEqual(['cs', 'en']);
    expect(data.menus).toEqual([
      'mainMenu',
      'header_top_1',
      'footer_main_1',
      'footer_main_2',
      'footer_main_3',
      'footer_main_4',
    ]);
    expect(data.settings.functions).toEqual({
      loyalty_credits: true,
      wishList: true,
      favourites: true,
      shopping_lists: true,
      users_addresses: true,
    });
  });

  it('answers in English and in euros when asked', async () => {
    const { data } = await api.call(endpoints.globals, {}, { locale: 'en', currency: 'EUR' });
    expect(data.meta.title).toContain('electronics');
    expect(data.freeShippingAt).toEqual({ amount: 6_000, currencyCode: 'EUR' });
    expect(data.currency).toMatchObject({ code: 'EUR', symbol: '€', symbolPlacement: 'left' });
  });

  it('derives variantHash from the user variant and groups', async () => {
    const guest = await api.call(endpoints.globals, {});
    const business = await api.call(endpoints.globals, {}, { userGroups: ['VO', 'B2B'] });
    const sameGroups = await api.call(endpoints.globals, {}, { userGroups: ['B2B', 'VO'] });
    expect(business.data.variantHash).not.toBe(guest.data.variantHash);
    expect(sameGroups.data.variantHash).toBe(business.data.variantHash);
    expect(guest.data.variantHash).toBe(variantHash(null, []));
  });
});
