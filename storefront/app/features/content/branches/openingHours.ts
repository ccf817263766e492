/** One weekday's hours as the content server gives them: ISO day (1 Monday … 7 Sunday), `HH:MM`. */
export interface DayHours {
  day: number;
  opens: string | null;
  closes: string | null;
}

/** The shops are in Czechia: "open now" is decided on Prague's clock, not the server's or the browser's. */
export const shopTimeZone = 'Europe/Prague';

export type OpeningStatus =
  | { open: true; closesAt: string; closesDay: number }
  | { open: false; opensAt: string | null; opensDay: number | null };

const minutesPerDay = 24 * 60;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

const weekdayNumbers: Record<string, number> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

/** The ISO weekday and minute of the day of `instant` in `timeZone`. */
export function localClock(
  instant: Date,
  timeZone = shopTimeZone,
): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return {
    day: weekdayNumbers[part('weekday')] ?? 1,
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/**
 * A day's opening as minutes after that day's midnight. Closing at or before opening runs past
 * midnight into the next day (20:00–02:00); equal times or 00:00–24:00 mean open all day.
 */
function interval(hours: DayHours | undefined): { start: number; end: number } | null {
  if (!hours?.opens || !hours.closes) return null;
  const start = minutesOf(hours.opens);
  let end = minutesOf(hours.closes);
  if (end <= start) end += minutesPerDay;
  return { start, end };
}

const nextDay = (day: number, offset: number) => ((day - 1 + offset) % 7) + 1;

/** Open now and until when, or closed and when it opens next (within the coming week). */
export function openingStatus(
  week: readonly DayHours[],
  instant: Date,
  timeZone = shopTimeZone,
): OpeningStatus {
  const { day, minute } = localClock(instant, timeZone);
  const hoursOf = (weekday: number) => interval(week.find((entry) => entry.day === weekday));
  // Yesterday's opening may still run past midnight.
  const yesterday = hoursOf(nextDay(day, 6));
  if (yesterday && minute + minutesPerDay < yesterday.end) {
    return { open: true, closesAt: clock(yesterday.end), closesDay: day };
  }
  const today = hoursOf(day);
  if (today && minute >= today.start && minute < today.end) {
    return {
      open: true,
      closesAt: clock(today.end),
      closesDay: today.end > minutesPerDay ? nextDay(day, 1) : day,
    };
  }
  if (today && minute < today.start) {
    return { open: false, opensAt: clock(today.start), opensDay: day };
  }
  for (let offset = 1; offset <= 7; offset += 1) {
    const later = hoursOf(nextDay(day, offset));
    if (later) return { open: false, opensAt: clock(later.start), opensDay: nextDay(day, offset) };
  }
  return { open: false, opensAt: null, opensDay: null };
}

function clock(minutes: number): string {
  const inDay = minutes % minutesPerDay;
  const hours = Math.floor(inDay / 60);
  return `${String(hours).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** Monday to Sunday, each with its hours or null when closed (a missing day is closed). */
export function weekTable(week: readonly DayHours[]): { day: number; hours: DayHours | null }[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const hours = week.find((entry) => entry.day === day);
    return { day, hours: hours?.opens && hours.closes ? hours : null };
  });
}
