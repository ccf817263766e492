import { endpoints } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { findBranchOfShipper } from '../branches/branches.service.ts';
import { isDeliveryTimeOffered } from './delivery-times.service.ts';

// Demo shippers: 1 PERSONAL (0 days, cut-off 12), 2 pick-up points (1 day, 14),
// 4 courier (1 day, 15), 5 express (1 day, 11, three time slots).
describe.each(testDatabases)('GET /api/v1/delivery-times on $name', (database) => {
  const api = useTestApp(database);
  const times = (shipperId: number, since?: string) =>
    api.call(endpoints.deliveryTimes, { query: { shipperId, since } }).then(({ data }) => data);

  it('delivers a Friday pick-up-point order on Monday, then offers working days', async () => {
    const data = await times(2, '2026-11-20');
    expect(data.dispatchDate).toBe('2026-11-20');
    expect(data.days.map((day) => day.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(data.days[0]?.slots).toEqual([{ id: '2026-11-23', from: null, to: null }]);
  });

  it('moves dispatch past the cut-off hour and over a public holiday', async () => {
    // Monday 16 Nov 15:00 in Prague: after the courier's cut-off; 17 Nov is a holiday.
    const data = await times(4, '2026-11-16T15:00:00+01:00');
    expect(data.dispatchDate).toBe('2026-11-18');
    expect(data.days[0]?.date).toBe('2026-11-19');
    const before = await times(4, '2026-11-16T13:59:59Z'); // 14:59 in Prague
    expect(before.dispatchDate).toBe('2026-11-16');
    expect(before.days[0]?.date).toBe('2026-11-18');
  });

  it('has the store pick-up ready the same day and skips Christmas', async () => {
    const data = await times(1, '2026-12-23');
    expect(data.days.map((day) => day.date)).toEqual([
      '2026-12-23',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
  });

  it('offers the express courier in time slots with ids the cart sends back', async () => {
    const data = await times(5, '2026-11-23T09:00:00+01:00');
    expect(data.days[0]).toEqual({
      date: '2026-11-24',
      slots: [
        { id: '2026-11-24@08:00-12:00', from: '08:00', to: '12:00' },
        { id: '2026-11-24@12:00-17:00', from: '12:00', to: '17:00' },
        { id: '2026-11-24@17:00-21:00', from: '17:00', to: '21:00' },
      ],
    });
  });

  it('lets the cart check a slot id and a branch against the shipper', async () => {
    const ctx = { db: api.handle.db, locale: 'cs', fallbackLocale: 'cs' } as RequestContext;
    const now = () => new Date('2026-11-23T09:00:00+01:00');
    expect(await isDeliveryTimeOffered(ctx, 5, '2026-11-24@08:00-12:00', now)).toBe(true);
    expect(await isDeliveryTimeOffered(ctx, 5, '2026-11-24@07:00-08:00', now)).toBe(false);
    expect(await isDeliveryTimeOffered(ctx, 5, '2026-11-23@08:00-12:00', now)).toBe(false);
    expect((await findBranchOfShipper(ctx, 1, 2))?.remoteId).toBe('store-2');
    expect(await findBranchOfShipper(ctx, 2, 2)).toBeUndefined();
  });

  it('is the same for the same since', async () => {
    expect(await times(3, '2026-06-05T10:00:00Z')).toEqual(await times(3, '2026-06-05T10:00:00Z'));
  });

  it('answers from now without since', async () => {
    const data = await times(2);
    expect(data.days).toHaveLength(5);
  });

  it.each([
    ['', 'shipperId'],
    ['shipperId=abc', 'shipperId'],
    ['shipperId=0', 'shipperId'],
    ['shipperId=2&since=2026-13-01', 'since'],
    ['shipperId=2&since=tomorrow', 'since'],
    ['shipperId=2&since=2026-11-20T10:00:00', 'since'],
    // Issue 10: an endless loop (9999-12-24 on) and RangeError 500s at the far ends of the calendar.
    ['shipperId=2&since=9999-12-31', 'since'],
    ['shipperId=2&since=9999-12-24', 'since'],
    ['shipperId=2&since=0001-01-01', 'since'],
    ['shipperId=2&since=9999-12-31T23:59:59Z', 'since'],
    ['shipperId=2&since=2100-01-01', 'since'],
    ['shipperId=2&since=1999-12-31T23:00:00%2B01:00', 'since'],
  ])('rejects %s with a 400 naming the field', async (query, field) => {
    const { status, body } = await api.get(`/api/v1/delivery-times?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ data: { errors: [{ field, code: 'validation_failed' }] } });
  });

  it.each(['2000-01-01', '2099-12-31', '2099-12-31T23:59:59-12:00'])(
    'answers at the edge of the date window (%s)',
    async (since) => {
      const { days } = await times(1, since);
      expect(days).toHaveLength(5);
    },
  );

  it('answers an unknown shipper with a 404 envelope', async () => {
    const { status, body } = await api.get('/api/v1/delivery-times?shipperId=999');
    expect(status).toBe(404);
    expect(body).toEqual({
      data: {
        errors: [{ field: 'shipperId', title: 'No shipper with id 999', code: 'not_found' }],
      },
    });
  });
});
