import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { Locale } from '../../../i18n/locale.ts';
import * as styles from './BranchDetailPage.css.ts';
import { localClock, openingStatus, weekTable, type DayHours } from './openingHours.ts';

/** Name of an ISO weekday in the page's language (2024-01-01 was a Monday). */
export function weekdayName(day: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

const currentMinute = () => Math.floor(Date.now() / 60_000);
function subscribeToClock(onChange: () => void) {
  const timer = setInterval(onChange, 15_000);
  return () => clearInterval(timer);
}

/**
 * The minute the page renders "open now" for: the server's render time while hydrating (so the
 * markup matches), then the browser's clock, since a cached page may be minutes old.
 */
function useNow(renderedAt: number): Date {
  const minute = useSyncExternalStore(subscribeToClock, currentMinute, () =>
    Math.floor(renderedAt / 60_000),
  );
  return new Date(minute * 60_000);
}

/** "Open now · closes at 18:00" or "Closed · opens tomorrow at 8:00", on the shop's clock. */
export function OpeningStatusLine({ week, renderedAt }: { week: DayHours[]; renderedAt: number }) {
  const { t } = useLingui();
  const now = useNow(renderedAt);
  const status = openingStatus(week, now);
  const today = localClock(now).day;
  // Whole phrases per day, so a language can inflect them ("v sobotu", "ve středu").
  const onWeekday = [
    t`on Monday`,
    t`on Tuesday`,
    t`on Wednesday`,
    t`on Thursday`,
    t`on Friday`,
    t`on Saturday`,
    t`on Sunday`,
  ];
  const dayWord = (day: number) =>
    day === today ? t`today` : day === (today % 7) + 1 ? t`tomorrow` : onWeekday[day - 1];
  if (status.open) {
    const closes = status.closesAt;
    const day = dayWord(status.closesDay);
    return (
      <p className={styles.statusOpen}>
        <strong>{t`Open now`}</strong> ·{' '}
        {status.closesDay === today ? t`closes at ${closes}` : t`closes ${day} at ${closes}`}
      </p>
    );
  }
  const opens = status.opensAt;
  const day = status.opensDay ? dayWord(status.opensDay) : null;
  return (
    <p className={styles.statusClosed}>
      <strong>{t`Closed`}</strong>
      {opens && day ? ` · ${t`opens ${day} at ${opens}`}` : null}
    </p>
  );
}

/** The week's hours, Monday first, today's row marked. */
export function OpeningHoursTable({ week, renderedAt }: { week: DayHours[]; renderedAt: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const today = localClock(useNow(renderedAt)).day;
  return (
    <table className={styles.hoursTable}>
      <caption className={styles.caption}>{t`Opening hours`}</caption>
      <tbody>
        {weekTable(week).map(({ day, hours }) => (
          <tr
            key={day}
            className={day === today ? styles.today : undefined}
            aria-current={day === today ? 'date' : undefined}
          >
            <th scope="row">{weekdayName(day, locale)}</th>
            <td>{hours ? `${hours.opens} – ${hours.closes}` : t`Closed`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
