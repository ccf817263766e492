import { useLingui } from '@lingui/react/macro';
import type { Currency, Payment, Shipper } from '@vitrina/contracts/store';
import { AppLink, Badge, Button, Price } from '@vitrina/design-system';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { PageShell } from '../../ui/PageShell.tsx';
import { BranchPicker } from './BranchPicker.tsx';
import { track } from '../../analytics/tracker.ts';
import { methodChoiceEvent } from './checkoutTracking.ts';
import { CheckoutSteps } from './CheckoutSteps.tsx';
import { DeliverySlotPicker } from './DeliverySlotPicker.tsx';
import type { MethodsActionFailure, MethodsStepData } from './checkoutMethods.server.ts';
import { formatDeliveryDate, methodsErrorText } from './methodsMessages.ts';
import * as styles from './ShippingPaymentPage.css.ts';

/** One radio card: the whole card is the label, so a tap anywhere on it chooses. */
function Option(props: {
  name: 'shipper' | 'payment';
  value: number;
  checked: boolean;
  title: ReactNode;
  hint?: ReactNode;
  price: ReactNode;
  describedBy?: string;
  onChange?: (input: HTMLInputElement) => void;
  children?: ReactNode;
}) {
  return (
    <li>
      <label className={styles.option}>
        <input
          type="radio"
          className={styles.radio}
          name={props.name}
          value={props.value}
          defaultChecked={props.checked}
          aria-describedby={props.describedBy}
          onChange={(event) => props.onChange?.(event.currentTarget)}
        />
        <span className={styles.optionText}>
          <span className={styles.optionName}>{props.title}</span>
          {props.hint ? <span className={styles.optionHint}>{props.hint}</span> : null}
        </span>
        <span className={styles.optionPrice}>{props.price}</span>
      </label>
      {props.children}
    </li>
  );
}

/** A fieldset of radio cards with its legend and its error, which the group is described by. */
function ChoiceGroup(props: {
  name: 'shipper' | 'payment';
  legend: string;
  error: string | null;
  children: ReactNode;
}) {
  const errorId = `${props.name}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={props.error ? errorId : undefined}>
      <legend className={styles.legend}>{props.legend}</legend>
      {props.error ? (
        <p id={errorId} className={styles.fieldError}>
          {props.error}
        </p>
      ) : null}
      {props.children}
    </fieldset>
  );
}

function ShipperTitle(props: { shipper: Shipper; fastest: boolean }) {
  const { t } = useLingui();
  return (
    <>
      {props.shipper.name}
      {props.fastest ? (
        <Badge variant="info" size="small">
          {t`Fastest`}
        </Badge>
      ) : null}
    </>
  );
}

function ShipperHint(props: { shipper: Shipper }) {
  const { t } = useLingui();
  const locale = useLocale();
  const date = formatDeliveryDate(props.shipper.delivery.nearestDeliveryDate, locale);
  return props.shipper.requiredAddress ? (
    <>{t`Earliest delivery: ${date}`}</>
  ) : (
    <>{t`Earliest pick-up: ${date}`}</>
  );
}

function ChoicePrice(props: { method: Shipper | Payment; currency: Currency }) {
  const { t } = useLingui();
  return <Price amount={props.method.price.withTax} currency={props.currency} freeText={t`Free`} />;
}

/**
 * The shipping-and-payment step (`/kosik/doprava-a-platba`, `/en/cart/shipping-and-payment`): a
 * plain form. Without JavaScript a button re-renders the payments for the chosen shipper; with
 * it, choosing a shipper does that by itself (a GET of the same form, no full reload).
 */
export function ShippingPaymentPage(props: {
  data: MethodsStepData;
  failure: MethodsActionFailure | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  // A refused post shows the step as computed for what was posted (its payments and branches).
  const data = props.failure?.view ?? props.data;
  const { choice } = data;
  const errors = props.failure?.errors;
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused post (with JavaScript) the keyboard lands on the first field to fix.
  useEffect(() => {
    if (!props.failure) return;
    formRef.current
      ?.querySelector<HTMLElement>('fieldset[aria-describedby] input, select[aria-invalid="true"]')
      ?.focus();
  }, [props.failure]);
  const shipperError = methodsErrorText(i18n, errors, 'shipper');
  const paymentError = methodsErrorText(i18n, errors, 'payment');
  const branchError = methodsErrorText(i18n, errors, 'branch');
  const slotError = methodsErrorText(i18n, errors, 'slot');

  const rerender = (input: HTMLInputElement) => {
    if (!input.form) return;
    const form = new FormData(input.form);
    // The branch and the slot belong to the shipper left (spec §4 Checkout).
    form.delete('branch');
    form.delete('slot');
    form.delete('s');
    submit(form, { method: 'get', replace: true, preventScrollReset: true });
  };

  return (
    <PageShell title={t`Shipping and payment`}>
      <CheckoutSteps current={1} products={props.data.products} />
      <Form
        ref={formRef}
        method="post"
        noValidate
        preventScrollReset
        className={styles.form}
        onChange={(event) => {
          // The shopper picked a shipper or a payment (`checkout.step_option`).
          if (!(event.target instanceof HTMLInputElement) || !event.target.checked) return;
          const choice = methodChoiceEvent(event.target, data);
          if (choice) track('checkout.step_option', choice);
        }}
      >
        <ChoiceGroup name="shipper" legend={t`Shipping`} error={shipperError}>
          {data.shippers.length === 0 ? (
            <p className={styles.muted}>{t`No shipping method can deliver this cart.`}</p>
          ) : (
            <ul className={styles.options}>
              {data.shippers.map((entry) => (
                <Option
                  key={entry.id}
                  name="shipper"
                  value={entry.id}
                  checked={entry.id === choice.shipperId}
                  title={<ShipperTitle shipper={entry} fastest={entry.id === data.fastestId} />}
                  hint={<ShipperHint shipper={entry} />}
                  price={<ChoicePrice method={entry} currency={data.currency} />}
                  onChange={rerender}
                >
                  {entry.hasBranches && entry.id === choice.shipperId ? (
                    <BranchPicker
                      view={data}
                      chosenId={choice.branchId}
                      error={branchError}
                      busy={busy}
                    />
                  ) : null}
                  {data.deliveryTimes && entry.id === choice.shipperId ? (
                    <DeliverySlotPicker
                      times={data.deliveryTimes}
                      chosenId={choice.slotId}
                      error={slotError}
                    />
                  ) : null}
                </Option>
              ))}
            </ul>
          )}
          {/* Without JavaScript the payments are re-read by this button; with it, on change. */}
          <noscript>
            <Button type="submit" formMethod="get" color="secondary" size="small">
              {t`Show payments for the chosen shipping`}
            </Button>
          </noscript>
        </ChoiceGroup>

        <ChoiceGroup
          key={choice.shipperId ?? 0}
          name="payment"
          legend={t`Payment`}
          error={paymentError}
        >
          <ul className={styles.options}>
            {data.payments.map((entry) => (
              <Option
                key={entry.id}
                name="payment"
                value={entry.id}
                checked={entry.id === choice.paymentId}
                title={entry.name}
                hint={entry.description || undefined}
                price={<ChoicePrice method={entry} currency={data.currency} />}
              />
            ))}
          </ul>
        </ChoiceGroup>

        <div className={styles.actions}>
          <AppLink href={routePath('checkout', {}, locale)}>{t`Back to cart`}</AppLink>
          <Button type="submit" color="primary" size="large" disabled={busy}>
            {t`Continue to delivery details`}
          </Button>
        </div>
      </Form>
    </PageShell>
  );
}
