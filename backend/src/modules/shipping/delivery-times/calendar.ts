/**
 * Calendar arithmetic on `YYYY-MM-DD` strings in the shop's time zone. Dates are handled as UTC
 * midnights so adding a day never meets a daylight-saving jump.
 */
export const shopTimeZone = 'Europe/Prague';

const dayMs = 86_400_000;

function toUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromUtc(new Date(toUtc(date).getTime() + days * dayMs));
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  return toUtc(date).getUTCDay() || 7;
}

/** Easter Sunday (anonymous Gregorian algorithm). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Czech public holidays (zákon 245/2000 Sb.): carriers neither collect nor deliver on them. */
const fixedHolidays = [
  '01-01',
  '05-01',
  '05-08',
  '07-05',
  '07-06',
  '09-28',
  '10-28',
  '11-17',
  '12-24',
  '12-25',
  '12-26',
];

export function isPublicHoliday(date: string): boolean {
  if (fixedHolidays.includes(date.slice(5))) return true;
  const easter = easterSunday(Number(date.slice(0, 4)));
  return date === addDays(easter, -2) || date === addDays(easter, 1);
}

export function isWorkingDay(date: string): boolean {
  return isoWeekday(date) <= 5 && !isPublicHoliday(date);
}

/**
 * Czech holidays and weekends never leave more than five days in a row without a working day
 * (Christmas Eve to a Sunday); anything longer means a date the calendar cannot handle, and
 * the loop stops there instead of walking on for ever (issue 10: `since=9999-12-31`).
 */
const maxDaysToNextWorkingDay = 14;

export function nextWorkingDay(date: string): string {
  for (let step = 1; step <= maxDaysToNextWorkingDay; step += 1) {
    const day = addDays(date, step);
    if (isWorkingDay(day)) return day;
  }
  throw new RangeError(`No working day within ${maxDaysToNextWorkingDay} days of ${date}`);
}

/** `days` working days after `date` (0 gives `date` itself). */
export function addWorkingDays(date: string, days: number): string {
  let day = date;
  for (let step = 0; step < days; step += 1) day = nextWorkingDay(day);
  return day;
}

const shopClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: shopTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The shop's local date and hour at an instant. */
export function shopDateTime(instant: Date): { date: string; hour: number } {
  const parts = Object.fromEntries(
    shopClock.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}
