import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, FormField, TextField } from '@vitrina/design-system';
import { useForm } from 'react-hook-form';
import { Form, useLocation, useNavigation, useSubmit } from 'react-router';
import { zodFieldResolver } from '../content/forms/zodResolver.ts';
import {
  isWatchOutcome,
  watchFormSchema,
  watchIntent,
  type WatchFormValues,
} from './watchdogForm.ts';
import { watchNotices } from './watchdogNotices.ts';
import * as styles from './WatchdogForm.css.ts';

/**
 * The watchdog ("hlídací pes", spec §7 `POST /products/{id}/watchers`) for guests too: open
 * with a stock watch when the product is out of stock, folded to a price watch when it is not.
 * It posts to the product page, whose action comes back with `?watch=` for the notice.
 */
export function WatchdogForm(props: {
  productId: number;
  inStock: boolean;
  email: string;
  /** The shopper's currency symbol: the target price is in whole units of it. */
  currencySymbol: string;
}) {
  const { t, i18n } = useLingui();
  const { search } = useLocation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === watchIntent;
  const form = useForm<WatchFormValues>({
    resolver: zodFieldResolver<WatchFormValues>(watchFormSchema, {
      productId: i18n._(watchNotices.error),
      email: i18n._(watchNotices.invalid),
      watchStock: i18n._(watchNotices.choose),
      watchPrice: i18n._(watchNotices.choose),
      priceBelow: i18n._(watchNotices.price),
    }),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      productId: String(props.productId),
      email: props.email,
      watchStock: !props.inStock,
      watchPrice: props.inStock,
      priceBelow: '',
    },
  });
  const outcome = new URLSearchParams(search).get('watch');
  const symbol = props.currencySymbol;
  const choiceError = form.formState.errors.watchStock?.message;
  const body = (
    <Form
      method="post"
      noValidate
      preventScrollReset
      className={styles.form}
      aria-labelledby="watchdog-title"
      onSubmit={(event) => {
        const element = event.currentTarget;
        void form.handleSubmit(() => submit(element, { preventScrollReset: true }))(event);
      }}
    >
      {props.inStock ? null : (
        <h2 id="watchdog-title" className={styles.title}>
          {t`Watchdog`}
        </h2>
      )}
      <p className={styles.text}>
        {props.inStock
          ? t`We will send you one e-mail when the price drops.`
          : t`We will send you one e-mail when the product is back in stock or cheaper.`}
      </p>
      {isWatchOutcome(outcome) ? (
        <p
          role={outcome === 'success' ? 'status' : 'alert'}
          className={outcome === 'success' ? styles.success : styles.failure}
        >
          {i18n._(watchNotices[outcome])}
        </p>
      ) : null}
      <input type="hidden" name="intent" value={watchIntent} />
      <input type="hidden" name="productId" value={props.productId} />
      {props.inStock ? (
        <input type="hidden" name="watchPrice" value="on" />
      ) : (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t`Let me know`}</legend>
          {/* defaultChecked too: without JavaScript the server's HTML is what gets posted. */}
          <Checkbox
            label={t`when it is back in stock`}
            defaultChecked={!props.inStock}
            {...form.register('watchStock')}
          />
          <Checkbox
            label={t`when the price drops`}
            error={choiceError}
            defaultChecked={props.inStock}
            {...form.register('watchPrice')}
          />
        </fieldset>
      )}
      <FormField
        label={t`Only at or below (${symbol}), optional`}
        hint={t`Empty: any price drop counts.`}
        error={form.formState.errors.priceBelow?.message}
        className={styles.price}
      >
        <TextField inputMode="numeric" maxLength={12} {...form.register('priceBelow')} />
      </FormField>
      <div className={styles.row}>
        <FormField
          label={t`Your e-mail`}
          required
          error={form.formState.errors.email?.message}
          className={styles.email}
        >
          <TextField
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={props.email}
            {...form.register('email')}
          />
        </FormField>
        <Button type="submit" color="outline" loading={busy}>
          {t`Watch`}
        </Button>
      </div>
    </Form>
  );
  if (!props.inStock) {
    return (
      <section id="watchdog" className={styles.box}>
        {body}
      </section>
    );
  }
  return (
    <details id="watchdog" className={styles.box} open={isWatchOutcome(outcome) || undefined}>
      <summary id="watchdog-title" className={styles.summary}>
        {t`Watch the price`}
      </summary>
      {body}
    </details>
  );
}
