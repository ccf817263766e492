import { endpoints } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';

// Demo: shipper 1 (PERSONAL) has the 12 stores, ids 1–12; shipper 2 has 320 pick-up points.
describe.each(testDatabases)('branches on $name', (database) => {
  const api = useTestApp(database);
  const list = (query: Parameters<typeof api.call<typeof endpoints.branches>>[1]['query']) =>
    api.call(endpoints.branches, { query });

  it('finds branches by keys in the order asked, leaving unknown ids out', async () => {
    const page = await list({ keys: [3, 1, 999_999, 3] });
    expect(page.data.map((branch) => branch.id)).toEqual([3, 1]);
    expect(page).toMatchObject({ currentPage: 1, totalPages: 1 });
    expect(page.data[1]).toMatchObject({ shipperId: 1, remoteId: 'store-1', countryCode: 'CZE' });
    expect(page.data[1]?.openingHours[0]).toEqual({
      dayOfWeek: 1,
      opens: '09:00',
      closes: '20:00',
    });
  });

  it("lists a shipper's branches paged", async () => {
    const stores = await list({ shipper_id: 1 });
    expect(stores.data).toHaveLength(12);
    expect(stores.data.every((branch) => branch.shipperId === 1)).toBe(true);
    const first = await list({ shipper_id: 2, perPage: 50 });
    expect(first).toMatchObject({ currentPage: 1, totalPages: 7 });
    const last = await list({ shipper_id: 2, perPage: 50, page: 7 });
    expect(last.data).toHaveLength(20);
    const ids = new Set([...first.data, ...last.data].map((branch) => branch.id));
    expect(ids.size).toBe(70);
  });

  it('searches name, city and street ignoring case and diacritics', async () => {
    const withAccents = await list({ shipper_id: 2, s: 'Plzeň', perPage: 100 });
    const without = await list({ shipper_id: 2, s: 'PLZEN', perPage: 100 });
    expect(withAccents.data.length).toBeGreaterThan(0);
    expect(without.data).toEqual(withAccents.data);
    expect(without.data.every((branch) => branch.city === 'Plzeň')).toBe(true);
    const street = await list({ shipper_id: 2, s: 'zizkova', perPage: 100 });
    expect(street.data.length).toBeGreaterThan(0);
    expect(street.data.every((branch) => branch.street.startsWith('Žižkova'))).toBe(true);
  });

  it('requires every search word to match', async () => {
    const praha = await list({ shipper_id: 2, s: 'praha', perPage: 100 });
    const both = await list({ shipper_id: 2, s: 'praha trafika', perPage: 100 });
    expect(both.data.length).toBeGreaterThan(0);
    expect(both.data.length).toBeLessThan(praha.data.length);
    for (const branch of both.data) {
      expect(branch.city).toBe('Praha');
      expect(branch.name).toMatch(/^Trafika /);
    }
    expect((await list({ shipper_id: 2, s: 'praha nowhere' })).data).toEqual([]);
  });

  it.each([
    ['keys=abc', 'keys.0'],
    ['keys=1,,2', 'keys.1'],
    [`keys=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'keys'],
    ['keys=1&shipper_id=1', 'shipper_id'],
    ['keys=1&perPage=5', 'perPage'],
    ['shipper_id=abc', 'shipper_id'],
    ['shipper_id=2&perPage=101', 'perPage'],
    ['shipper_id=2&page=0', 'page'],
    [`shipper_id=2&s=${'x'.repeat(101)}`, 's'],
  ])('rejects %s with a 400 naming the field', async (query, field) => {
    const { status, body } = await api.get(`/api/v1/branches?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ data: { errors: [{ field, code: 'validation_failed' }] } });
  });

  it('answers an unknown shipper_id with a 404', async () => {
    const { status, body } = await api.get('/api/v1/branches?shipper_id=999');
    expect(status).toBe(404);
    expect(body).toMatchObject({ data: { errors: [{ field: 'shipper_id', code: 'not_found' }] } });
  });

  it("finds a shipper's branch by the shipper's own id", async () => {
    const { data } = await api.call(endpoints.shipperBranch, {
      params: { shipperId: 1, remoteId: 'store-2' },
    });
    expect(data).toMatchObject({ id: 2, shipperId: 1, remoteId: 'store-2' });
    const point = await api.call(endpoints.shipperBranch, {
      params: { shipperId: 2, remoteId: '10001' },
    });
    expect(point.data).toMatchObject({ id: 13, shipperId: 2 });
  });

  it.each([
    ['/api/v1/shippers/1/branches/remoteId/nope', 404, 'remoteId', 'not_found'],
    ['/api/v1/shippers/2/branches/remoteId/store-1', 404, 'remoteId', 'not_found'],
    ['/api/v1/shippers/999/branches/remoteId/store-1', 404, 'shipperId', 'not_found'],
    ['/api/v1/shippers/abc/branches/remoteId/store-1', 400, 'shipperId', 'validation_failed'],
  ])('answers %s with %i', async (path, status, field, code) => {
    const response = await api.get(path);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ data: { errors: [{ field, code }] } });
  });
});
