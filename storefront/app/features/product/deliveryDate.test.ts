import type { Shipper } from '@vitrina/contracts/store';
import { describe, expect, it } from 'vitest';
import { deliveryDay, deliveryEstimate, shopToday } from './deliveryDate.ts';

function shipper(id: number, type: Shipper['type'], nearestDeliveryDate: string): Shipper {
  return {
    id,
    code: `S${id}`,
    type,
    name: `Shipper ${id}`,
    description: '',
    position: id,
    requiredAddress: type !== 'PERSONAL',
    hasBranches: false,
    price: { withTax: 9900, withoutTax: 8182, currencyCode: 'CZK' },
    freeFrom: null,
    blockedPayments: [],
    delivery: { nearestDeliveryDate, leadDays: 1, cutoffHour: 14, hasTimeSlots: false },
  };
}

describe('deliveryDay', () => {
  // 2026-11-23 is a Monday.
  const today = '2026-11-23';

  it('says today for today (and for a date already past)', () => {
    expect(deliveryDay('2026-11-23', 0, today)).toEqual({ kind: 'today', date: today });
    expect(deliveryDay('2026-11-20', 0, today).kind).toBe('today');
  });

  it('says tomorrow for the next day', () => {
    expect(deliveryDay('2026-11-24', 0, today)).toEqual({ kind: 'tomorrow', date: '2026-11-24' });
  });

  it('gives a weekday and date further on', () => {
    expect(deliveryDay('2026-11-25', 0, today)).toEqual({
      kind: 'date',
      date: '2026-11-25',
      weekday: 3,
      day: 25,
      month: 11,
    });
  });

  it('pushes the date by the variant delay days, across a month end', () => {
    const pushed = deliveryDay('2026-11-24', 14, today);
    expect(pushed).toMatchObject({
      kind: 'date',
      date: '2026-12-08',
      weekday: 2,
      day: 8,
      month: 12,
    });
    expect(deliveryDay('2026-11-23', 1, today).kind).toBe('tomorrow');
  });
});

describe('deliveryEstimate', () => {
  const today = '2026-11-23';
  const shippers = [
    shipper(1, 'PERSONAL', '2026-11-23'),
    shipper(2, 'POST', '2026-11-26'),
    shipper(3, 'COURIER', '2026-11-24'),
  ];

  it('takes the fastest shipper that is not a pick-up, and the pick-up apart', () => {
    const estimate = deliveryEstimate(shippers, { isAvailable: true, delayDays: 0 }, today);
    expect(estimate.delivery).toEqual({ kind: 'tomorrow', date: '2026-11-24' });
    expect(estimate.pickup).toEqual({ kind: 'today', date: today });
  });

  it('pushes both by the delay days', () => {
    const estimate = deliveryEstimate(shippers, { isAvailable: true, delayDays: 2 }, today);
    expect(estimate.delivery?.date).toBe('2026-11-26');
    expect(estimate.pickup?.date).toBe('2026-11-25');
  });

  it('promises nothing for a variant that cannot be ordered', () => {
    expect(deliveryEstimate(shippers, { isAvailable: false, delayDays: 0 }, today)).toEqual({
      delivery: null,
      pickup: null,
    });
  });

  it('has no pick-up line without a PERSONAL shipper', () => {
    const estimate = deliveryEstimate(
      shippers.slice(1),
      { isAvailable: true, delayDays: 0 },
      today,
    );
    expect(estimate.pickup).toBeNull();
  });
});

describe('shopToday', () => {
  it('is the date in Prague, not UTC', () => {
    // 23:30 UTC on 23 November is already 24 November in Prague (UTC+1).
    expect(shopToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  });
});
