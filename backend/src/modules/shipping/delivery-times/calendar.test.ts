import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  isPublicHoliday,
  isWorkingDay,
  nextWorkingDay,
  shopDateTime,
} from './calendar.ts';

describe('shop calendar', () => {
  it.each([
    ['2026-04-03', true], // Good Friday (Easter 5 April 2026)
    ['2026-04-06', true], // Easter Monday
    ['2027-03-26', true], // Good Friday (Easter 28 March 2027)
    ['2026-11-17', true],
    ['2026-12-24', true],
    ['2026-04-07', false],
    ['2026-11-18', false],
  ])('%s is a Czech public holiday: %s', (date, holiday) => {
    expect(isPublicHoliday(date)).toBe(holiday);
  });

  it('skips weekends and holidays', () => {
    expect(isWorkingDay('2026-11-21')).toBe(false); // Saturday
    expect(nextWorkingDay('2026-11-20')).toBe('2026-11-23');
    expect(nextWorkingDay('2026-11-16')).toBe('2026-11-18');
    expect(addWorkingDays('2026-12-23', 1)).toBe('2026-12-28');
    expect(addWorkingDays('2026-11-23', 0)).toBe('2026-11-23');
  });

  it('gives up past dates it cannot handle instead of walking on for ever', () => {
    expect(() => nextWorkingDay('9999-12-31')).toThrow(RangeError);
    expect(() => addWorkingDays('0001-01-01', 3)).toThrow(RangeError);
  });

  it('reads the shop time in Prague across daylight saving', () => {
    expect(shopDateTime(new Date('2026-11-20T23:30:00Z'))).toEqual({ date: '2026-11-21', hour: 0 });
    expect(shopDateTime(new Date('2026-07-01T21:59:00Z'))).toEqual({
      date: '2026-07-01',
      hour: 23,
    });
  });
});
