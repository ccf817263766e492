import { describe, expect, it } from 'vitest';
import { localClock, openingStatus, weekTable, type DayHours } from './openingHours.ts';

const weekdays: DayHours[] = [1, 2, 3, 4, 5].map((day) => ({
  day,
  opens: '08:00',
  closes: '18:00',
}));
const shop: DayHours[] = [
  ...weekdays,
  { day: 6, opens: '09:00', closes: '12:00' },
  { day: 7, opens: null, closes: null },
];

// 2026-11-23 is a Monday; Prague is UTC+1 in winter and UTC+2 in summer.
const prague = (iso: string) => new Date(iso);

describe('localClock', () => {
  it('reads the weekday and minute on Prague time, not UTC', () => {
    // 23:30 UTC on Monday is already 00:30 on Tuesday in Prague.
    expect(localClock(prague('2026-11-23T23:30:00Z'))).toEqual({ day: 2, minute: 30 });
    // Summer time: 06:00 UTC is 08:00 in Prague.
    expect(localClock(prague('2026-07-06T06:00:00Z'))).toEqual({ day: 1, minute: 480 });
  });
});

describe('openingStatus', () => {
  it('is open during the day with the closing time', () => {
    expect(openingStatus(shop, prague('2026-11-23T09:00:00Z'))).toEqual({
      open: true,
      closesAt: '18:00',
      closesDay: 1,
    });
  });

  it('closes exactly at the closing minute', () => {
    // 17:00 UTC = 18:00 Prague.
    expect(openingStatus(shop, prague('2026-11-23T17:00:00Z'))).toEqual({
      open: false,
      opensAt: '08:00',
      opensDay: 2,
    });
  });

  it('before opening says when it opens today', () => {
    // 06:30 UTC = 07:30 Prague.
    expect(openingStatus(shop, prague('2026-11-23T06:30:00Z'))).toEqual({
      open: false,
      opensAt: '08:00',
      opensDay: 1,
    });
  });

  it('skips closed days: Saturday afternoon opens on Monday', () => {
    // Saturday 2026-11-28 13:00 Prague.
    expect(openingStatus(shop, prague('2026-11-28T12:00:00Z'))).toEqual({
      open: false,
      opensAt: '08:00',
      opensDay: 1,
    });
  });

  it('stays open across midnight into the next day', () => {
    const bar: DayHours[] = [{ day: 5, opens: '20:00', closes: '02:00' }];
    // Friday 2026-11-27 23:00 Prague: open, closes 02:00 on Saturday.
    expect(openingStatus(bar, prague('2026-11-27T22:00:00Z'))).toEqual({
      open: true,
      closesAt: '02:00',
      closesDay: 6,
    });
    // Saturday 01:30 Prague: still Friday's opening.
    expect(openingStatus(bar, prague('2026-11-28T00:30:00Z'))).toEqual({
      open: true,
      closesAt: '02:00',
      closesDay: 6,
    });
    // Saturday 02:30 Prague: closed until next Friday.
    expect(openingStatus(bar, prague('2026-11-28T01:30:00Z'))).toEqual({
      open: false,
      opensAt: '20:00',
      opensDay: 5,
    });
  });

  it('treats equal opening and closing times as open all day', () => {
    const allDay: DayHours[] = [{ day: 1, opens: '00:00', closes: '00:00' }];
    expect(openingStatus(allDay, prague('2026-11-23T22:00:00Z')).open).toBe(true);
  });

  it('never opens when no day has hours', () => {
    expect(openingStatus([], prague('2026-11-23T09:00:00Z'))).toEqual({
      open: false,
      opensAt: null,
      opensDay: null,
    });
  });
});

describe('weekTable', () => {
  it('lists Monday to Sunday with closed and missing days as null', () => {
    const table = weekTable([
      { day: 3, opens: '10:00', closes: '16:00' },
      { day: 7, opens: null, closes: null },
    ]);
    expect(table.map((row) => row.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(table.filter((row) => row.hours).map((row) => row.day)).toEqual([3]);
  });
});
