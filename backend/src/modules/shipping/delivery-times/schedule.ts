import type { DeliveryTimes, ShipperType } from '@vitrina/contracts/store';
import { addWorkingDays, isWorkingDay, nextWorkingDay, shopDateTime } from './calendar.ts';

/** What a shipper's delivery dates depend on. */
export interface ShipperSchedule {
  id: number;
  type: ShipperType;
  hasBranches: boolean;
  leadDays: number;
  cutoffHour: number;
  /** `HH:MM-HH:MM` windows; empty means all-day delivery. */
  timeSlots: string[];
}

/** How many delivery days the customer can choose from. */
export const offeredDays = 5;

/** A date alone means the start of that day in shop time (before any cut-off). */
export function parseSince(
  since: string | undefined,
  now: () => Date,
): { date: string; hour: number } {
  if (since === undefined) return shopDateTime(now());
  if (/^\d{4}-\d{2}-\d{2}$/.test(since)) return { date: since, hour: 0 };
  return shopDateTime(new Date(since));
}

/**
 * Dispatch: the same working day before the cut-off hour, else the next working day; delivery
 * `leadDays` working days later. Pure, so the same `since` always gives the same answer.
 */
export function scheduleFrom(
  schedule: Pick<ShipperSchedule, 'id' | 'leadDays' | 'cutoffHour' | 'timeSlots'>,
  since: { date: string; hour: number },
): DeliveryTimes {
  const sameDay = isWorkingDay(since.date) && since.hour < schedule.cutoffHour;
  const dispatchDate = sameDay ? since.date : nextWorkingDay(since.date);
  let date = addWorkingDays(dispatchDate, schedule.leadDays);
  const days: DeliveryTimes['days'] = [];
  for (let index = 0; index < offeredDays; index += 1) {
    const slots = schedule.timeSlots.length
      ? schedule.timeSlots.map((window) => {
          const [from = null, to = null] = window.split('-');
          return { id: `${date}@${window}`, from, to };
        })
      : [{ id: date, from: null, to: null }];
    days.push({ date, slots });
    date = nextWorkingDay(date);
  }
  return { shipperId: schedule.id, dispatchDate, days };
}
