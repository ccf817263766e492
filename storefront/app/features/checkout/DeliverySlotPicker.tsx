import { useLingui } from '@lingui/react/macro';
import type { DeliveryTimes } from '@vitrina/contracts/store';
import { useLocale } from '../../i18n/useLocale.ts';
import { visuallyHiddenText } from '../../ui/visuallyHidden.css.ts';
import * as styles from './DeliverySlotPicker.css.ts';
import * as methodStyles from './ShippingPaymentPage.css.ts';
import { formatDeliveryDate, slotWindow } from './methodsMessages.ts';

/**
 * The chosen shipper's delivery windows, grouped by day. All windows are one native radio group
 * (`slot`): arrow keys move through every day's windows, it posts without JavaScript, and each
 * radio's name carries its day ("Monday 30 November, 8:00–12:00") since the windows repeat.
 */
export function DeliverySlotPicker(props: {
  times: DeliveryTimes;
  chosenId: string | null;
  error: string | null;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const allDay = t`All day`;
  return (
    <fieldset
      className={styles.slots}
      aria-describedby={props.error ? 'slot-error' : undefined}
      data-testid="delivery-slots"
    >
      <legend className={styles.legend}>{t`Delivery day and time`}</legend>
      {props.error ? (
        <p id="slot-error" className={methodStyles.fieldError}>
          {props.error}
        </p>
      ) : null}
      {props.times.days.map((day) => {
        const date = formatDeliveryDate(day.date, locale);
        const dateId = `slot-day-${day.date}`;
        return (
          <div key={day.date} role="group" aria-labelledby={dateId} className={styles.day}>
            <p id={dateId} className={styles.date}>
              {date}
            </p>
            <div className={styles.windows}>
              {day.slots.map((slot) => (
                <label key={slot.id} className={styles.window}>
                  <input
                    type="radio"
                    name="slot"
                    value={slot.id}
                    defaultChecked={slot.id === props.chosenId}
                    className={styles.radio}
                  />
                  <span>
                    <span className={visuallyHiddenText}>{date}, </span>
                    {slotWindow(slot, allDay)}
                  </span>
                </label>
              ))}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
