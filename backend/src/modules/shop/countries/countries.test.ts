import { endpoints } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';

describe.each(testDatabases)('GET /api/v1/countries on $name', (database) => {
  const api = useTestApp(database);

  it('lists all 30 countries on one default page, Czechia first', async () => {
    const page = await api.call(endpoints.countries, {});
    expect(page.currentPage).toBe(1);
    expect(page.totalPages).toBe(1);
    expect(page.data).toHaveLength(30);
    expect(page.data.slice(0, 2)).toEqual([
      { code: 'CZE', iso2: 'CZ', name: 'Česko' },
      { code: 'SVK', iso2: 'SK', name: 'Slovensko' },
    ]);
  });

  it('pages: perPage 7 gives 5 pages, the last one partial', async () => {
    const second = await api.call(endpoints.countries, { query: { page: 2, perPage: 7 } });
    expect(second).toMatchObject({ currentPage: 2, totalPages: 5 });
    expect(second.data.map((country) => country.code)).toEqual([
      'GBR',
      'BEL',
      'BGR',
      'DNK',
      'EST',
      'FIN',
      'FRA',
    ]);
    const last = await api.call(endpoints.countries, { query: { page: 5, perPage: 7 } });
    expect(last.data.map((country) => country.code)).toEqual(['UKR', 'USA']);
    const beyond = await api.call(endpoints.countries, { query: { page: 6, perPage: 7 } });
    expect(beyond).toEqual({ data: [], currentPage: 6, totalPages: 5 });
  });

  it('names countries in English for locale en', async () => {
    const page = await api.call(endpoints.countries, { query: { perPage: 3 } }, { locale: 'en' });
    expect(page.data.map((country) => country.name)).toEqual(['Czechia', 'Slovakia', 'Germany']);
  });

  it.each([
    ['perPage=0', 'perPage'],
    ['perPage=101', 'perPage'],
    ['perPage=1000', 'perPage'],
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
  ])('rejects %s with a 400 naming the field', async (query, field) => {
    const { status, body } = await api.get(`/api/v1/countries?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ data: { errors: [{ field, code: 'validation_failed' }] } });
  });
});
