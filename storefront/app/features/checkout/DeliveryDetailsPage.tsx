import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink, Button, FormField, Textarea } from '@vitrina/design-system';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { get } from 'react-hook-form';
import { Form, useNavigation } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { PageShell } from '../../ui/PageShell.tsx';
import { CheckboxInput, SelectInput, TextInput } from '../account/forms/FormFields.tsx';
import type { FormFailure } from '../account/forms/formResult.ts';
import { textAt } from '../account/forms/formValues.ts';
import { useAccountForm, type AccountForm } from '../account/forms/useAccountForm.ts';
import { validationMessage } from '../account/forms/validationMessages.ts';
import { trackedCartLines } from '../cart/trackedCartLine.ts';
import { CheckoutSteps } from './CheckoutSteps.tsx';
import { ConsentFlags } from './ConsentFlags.tsx';
import type { DetailsActionData, DetailsStepData } from './deliveryDetails.server.ts';
import { deliveryDetailsSchema, detailsFieldOrder } from './deliveryDetailsForm.ts';
import { useCompanyLookup } from './useCompanyLookup.ts';
import { useSavedDetails } from './useSavedDetails.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { placeErrorText } from './placeErrors.ts';
import * as styles from './DeliveryDetailsPage.css.ts';

/** The terms page's slug per language (the content page `page-slug`, spec §2). */
const termsSlug = { cs: 'obchodni-podminky', en: 'terms-and-conditions' } as const;

const businessFields = ['companyName', 'tin', 'vatin'] as const;

function Section(props: { title: ReactNode; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{props.title}</legend>
      {props.hint ? <p className={styles.hint}>{props.hint}</p> : null}
      {props.children}
    </fieldset>
  );
}

/** Street and house number, postcode and city, country: under `prefix` (`delivery.`). */
function AddressFields(props: {
  form: AccountForm;
  prefix?: string;
  required: boolean;
  countries: DetailsStepData['countries'];
}) {
  const { t } = useLingui();
  const { form, required } = props;
  const name = (field: string) => `${props.prefix ?? ''}${field}`;
  const section = props.prefix ? 'shipping' : 'billing';
  return (
    <>
      <div className={styles.streetRow}>
        <TextInput
          form={form}
          name={name('street')}
          label={t`Street`}
          hint={t`Without the house number`}
          autoComplete={`${section} address-line1`}
          required={required}
        />
        <TextInput
          form={form}
          name={name('houseNumber')}
          label={t`House number`}
          autoComplete={`${section} address-line2`}
          required={required}
        />
      </div>
      <div className={styles.cityRow}>
        <TextInput
          form={form}
          name={name('postcode')}
          label={t`Postcode`}
          autoComplete={`${section} postal-code`}
          required={required}
        />
        <TextInput
          form={form}
          name={name('city')}
          label={t`City`}
          autoComplete={`${section} address-level2`}
          required={required}
        />
      </div>
      <SelectInput
        form={form}
        name={name('country')}
        label={t`Country`}
        options={props.countries}
      />
    </>
  );
}

/** The shopper's note for the shop (the order's comment). */
function NoteInput(props: { form: AccountForm }) {
  const { t, i18n } = useLingui();
  const error = get(props.form.form.formState.errors, 'note') as { message?: string } | undefined;
  return (
    <FormField
      label={t`Note for the shop`}
      error={error ? validationMessage(i18n, error.message) : undefined}
    >
      <Textarea
        rows={3}
        maxLength={2000}
        {...props.form.form.register('note')}
        defaultValue={textAt(props.form.values, 'note')}
      />
    </FormField>
  );
}

/**
 * The company: a native disclosure that opens by itself when a company field holds something
 * (a prefill, a refused post, a lookup, a reload). "Load from ARES" fills the name, DIČ and seat:
 * with JavaScript from the storefront's lookup route, without it as a post of the whole form.
 */
function BusinessSection(props: { form: AccountForm; filledByLookup: boolean }) {
  const { t, i18n } = useLingui();
  const { form } = props;
  const watched = form.form.watch(businessFields);
  const anyFilled = watched.some((value) => typeof value === 'string' && value.trim() !== '');
  const initiallyFilled = businessFields.some((field) => textAt(form.values, field).trim() !== '');
  const [open, setOpen] = useState(initiallyFilled);
  // Filling a company field (typing, a restore, the lookup) opens it; emptying does not close it.
  const [wasFilled, setWasFilled] = useState(anyFilled);
  if (anyFilled !== wasFilled) {
    setWasFilled(anyFilled);
    if (anyFilled) setOpen(true);
  }
  const lookup = useCompanyLookup(form);
  const filled = props.filledByLookup || lookup.filled;
  return (
    <details
      className={styles.disclosure}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.summaryToggle}>{t`I am buying for a company`}</summary>
      <div className={styles.disclosureBody}>
        <div className={styles.lookup}>
          <TextInput
            form={form}
            name="tin"
            label={t`Company ID (IČO)`}
            inputMode="numeric"
            autoComplete="off"
          />
          <Button
            type="submit"
            name="intent"
            value="ares"
            color="outline"
            formNoValidate
            disabled={lookup.busy}
            aria-busy={lookup.busy || undefined}
            onClick={lookup.onClick}
          >
            {t`Load from ARES`}
          </Button>
        </div>
        {filled ? (
          <p role="status" className={styles.filled}>
            {t`Company details filled in from the business register.`}
          </p>
        ) : null}
        {lookup.message ? (
          <p role="alert" className={styles.hint}>
            {validationMessage(i18n, lookup.message)}
          </p>
        ) : null}
        <TextInput
          form={form}
          name="companyName"
          label={t`Company name`}
          autoComplete="organization"
        />
        <TextInput form={form} name="vatin" label={t`VAT ID (DIČ)`} autoComplete="off" />
      </div>
    </details>
  );
}

/**
 * The delivery-details step (`/kosik/dodaci-udaje`, `/en/cart/delivery-details`): the form with
 * the spec §5 rules checked on change and blur, the order summary beside it, and the place
 * button. Works as a plain form; with JavaScript the values also survive a reload.
 */
export function DeliveryDetailsPage(props: {
  data: DetailsStepData;
  answer: DetailsActionData | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigation = useNavigation();
  const { data, answer } = props;
  const addressRequired = data.choice.shipper.requiredAddress;
  const schema = useMemo(
    () => deliveryDetailsSchema({ addressRequired, guest: data.guest }),
    [addressRequired, data.guest],
  );
  const initial = useMemo(
    () => ({ country: 'CZE', delivery: { country: 'CZE' }, ...data.initial }),
    [data.initial],
  );
  const failure = useMemo<FormFailure | undefined>(
    () => (answer ? { values: answer.values, fieldErrors: answer.fieldErrors } : undefined),
    [answer],
  );
  const account = useAccountForm(schema, initial, failure, 'all');
  const { clearSaved } = useSavedDetails(account.form, answer !== undefined);
  const busy = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const alertRef = useRef<HTMLParagraphElement>(null);

  // After a refused post the keyboard lands on the first field to fix, else on the reason.
  useEffect(() => {
    if (!answer || answer.companyFilled) return;
    const first = detailsFieldOrder.find((name) => answer.fieldErrors[name]);
    if (first) account.form.setFocus(first);
    else alertRef.current?.focus();
  }, [answer, account.form]);

  const onSubmit: typeof account.onSubmit = (event) => {
    // A second click while the first post is on its way does nothing.
    if (busy) {
      event.preventDefault();
      return;
    }
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement && submitter.value === 'ares')) clearSaved();
    account.onSubmit(event);
  };

  const termsHref = routePath('page-slug', { slug: termsSlug[locale] }, locale);
  return (
    <PageShell title={t`Delivery details`}>
      <CheckoutSteps current={2} products={trackedCartLines(data.cart.items)} />
      <Form method="post" noValidate onSubmit={onSubmit} className={styles.layout}>
        <div className={styles.fields}>
          {answer?.placeError ? (
            <p ref={alertRef} role="alert" tabIndex={-1} className={styles.alert}>
              {placeErrorText(i18n, answer.placeError)}
            </p>
          ) : null}
          <Section title={t`Contact details`}>
            <TextInput
              form={account}
              name="email"
              type="email"
              label={t`E-mail`}
              autoComplete="email"
              required
            />
            <div className={styles.pair}>
              <TextInput
                form={account}
                name="name"
                label={t`First and last name`}
                autoComplete="name"
                required
              />
              <TextInput
                form={account}
                name="phone"
                type="tel"
                label={t`Phone`}
                autoComplete="tel"
                hint={t`With the country code, e.g. +420 123 456 789`}
                required
              />
            </div>
          </Section>

          <Section
            title={addressRequired ? t`Billing and delivery address` : t`Billing address`}
            hint={
              addressRequired
                ? undefined
                : t`Optional for a pick-up: fill it in if you want it on the invoice.`
            }
          >
            <AddressFields form={account} required={addressRequired} countries={data.countries} />
            {addressRequired ? (
              <>
                <CheckboxInput
                  form={account}
                  name="differentAddress"
                  label={t`Deliver to a different address`}
                />
                <div className={styles.deliveryFields}>
                  <div className={styles.pair}>
                    <TextInput
                      form={account}
                      name="delivery.name"
                      label={t`Recipient's first and last name`}
                      autoComplete="shipping name"
                    />
                    <TextInput
                      form={account}
                      name="delivery.companyName"
                      label={t`Company (optional)`}
                      autoComplete="shipping organization"
                    />
                  </div>
                  <AddressFields
                    form={account}
                    prefix="delivery."
                    required={false}
                    countries={data.countries}
                  />
                  <TextInput
                    form={account}
                    name="delivery.phone"
                    type="tel"
                    label={t`Recipient's phone (optional)`}
                    autoComplete="shipping tel"
                  />
                </div>
              </>
            ) : null}
          </Section>

          <BusinessSection form={account} filledByLookup={answer?.companyFilled === true} />

          <Section title={t`Note and news`}>
            <NoteInput form={account} />
            <CheckboxInput
              form={account}
              name="newsletter"
              label={t`Send me news and offers by e-mail`}
            />
            <ConsentFlags form={account} />
          </Section>

          {data.guest ? (
            <Section
              title={t`Create an account (optional)`}
              hint={t`Choose a password and we will create an account for you with this order.`}
            >
              <div className={styles.pair}>
                <TextInput
                  form={account}
                  name="password"
                  type="password"
                  label={t`Password`}
                  autoComplete="new-password"
                  hint={t`At least 8 characters`}
                />
                <TextInput
                  form={account}
                  name="passwordConfirmation"
                  type="password"
                  label={t`Password again`}
                  autoComplete="new-password"
                />
              </div>
            </Section>
          ) : null}
        </div>

        <OrderSummary
          cart={data.cart}
          currency={data.currency}
          choice={data.choice}
          gifts={data.gifts}
        >
          <p className={styles.terms}>
            <Trans>
              By placing the order you agree to the{' '}
              <AppLink href={termsHref}>terms and conditions</AppLink>.
            </Trans>
          </p>
          <Button
            type="submit"
            size="large"
            className={styles.placeButton}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t`Place order with obligation to pay`}
          </Button>
          <AppLink href={routePath('checkout-methods', {}, locale)} className={styles.back}>
            {t`Back to shipping and payment`}
          </AppLink>
        </OrderSummary>
      </Form>
    </PageShell>
  );
}
