import { useLingui } from '@lingui/react/macro';
import { Icon } from '@vitrina/design-system';
import type { DeliveryDay, DeliveryEstimate } from './deliveryDate.ts';
import * as styles from './DeliveryInfo.css.ts';

/** "on Friday 27. 11.": the weekday with its preposition, then the date, in the page language. */
function useDayPhrase() {
  const { t } = useLingui();
  const weekdays = [
    t`on Sunday`,
    t`on Monday`,
    t`on Tuesday`,
    t`on Wednesday`,
    t`on Thursday`,
    t`on Friday`,
    t`on Saturday`,
  ];
  return (day: DeliveryDay) => {
    if (day.kind !== 'date') return day.kind === 'today' ? t`today` : t`tomorrow`;
    const weekday = weekdays[day.weekday] ?? '';
    const { day: date, month } = day;
    return t`${weekday} ${date}. ${month}.`;
  };
}

/** When the chosen variant arrives (spec §9): the fastest delivery, and pick-up in a store. */
export function DeliveryInfo({ estimate }: { estimate: DeliveryEstimate }) {
  const { t } = useLingui();
  const phrase = useDayPhrase();
  if (!estimate.delivery && !estimate.pickup) return null;
  return (
    <ul className={styles.list}>
      {estimate.delivery ? (
        <li className={styles.line}>
          <Icon name="truck" />
          <span>
            {t`Delivery to your door`} <strong>{phrase(estimate.delivery)}</strong>
          </span>
        </li>
      ) : null}
      {estimate.pickup ? (
        <li className={styles.line}>
          <Icon name="store" />
          <span>
            {t`Pick up in a store`} <strong>{phrase(estimate.pickup)}</strong>
          </span>
        </li>
      ) : null}
    </ul>
  );
}
