import { endpoints } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';

describe.each(testDatabases)('GET /api/v1/products/{id}/comments on $name', (database) => {
  const api = useTestApp(database);

  it('lists threads newest first with replies oldest first', async () => {
    const page = await api.call(endpoints.productComments, { params: { id: 1 } });
    expect(page).toMatchObject({ currentPage: 1, totalPages: 1 });
    expect(page.data).toHaveLength(4);
    const times = page.data.map((thread) => thread.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const answered = page.data.find((thread) => thread.replies.length === 2);
    const [shop, customer] = answered?.replies ?? [];
    expect(shop).toMatchObject({ isShopReply: true, author: 'Vitrina' });
    expect((shop?.createdAt ?? '') > (answered?.createdAt ?? '')).toBe(true);
    expect(customer?.isShopReply).toBe(false);
  });

  it('pages threads', async () => {
    const second = await api.call(endpoints.productComments, {
      params: { id: 1 },
      query: { page: 2, perPage: 3 },
    });
    expect(second).toMatchObject({ currentPage: 2, totalPages: 2 });
    expect(second.data).toHaveLength(1);
  });

  it.each([
    ['/api/v1/products/999999/comments', 404, 'id', 'not_found'],
    ['/api/v1/products/0/comments', 400, 'id', 'validation_failed'],
    ['/api/v1/products/1/comments?perPage=0', 400, 'perPage', 'validation_failed'],
  ])('answers %s with %i', async (path, status, field, code) => {
    const response = await api.get(path);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ data: { errors: [{ field, code }] } });
  });
});
