import { useLingui } from '@lingui/react/macro';
import { Button } from '@vitrina/design-system';
import { CheckboxInput, SelectInput, TextInput } from './forms/FormFields.tsx';
import * as styles from './forms/FormFields.css.ts';
import type { AccountForm } from './forms/useAccountForm.ts';
import * as registerStyles from './RegisterPage.css.ts';

/** Formal title, name, phone and date of birth: registration and the personal data page. */
export function PersonalFields({ form }: { form: AccountForm }) {
  const { t } = useLingui();
  return (
    <>
      <SelectInput
        form={form}
        name="attributes.custom.formalTitle"
        label={t`Title`}
        options={[
          { value: '', label: t`Not given` },
          { value: 'mr', label: t`Mr` },
          { value: 'mrs', label: t`Mrs` },
        ]}
      />
      <div className={styles.pair}>
        <TextInput
          form={form}
          name="firstName"
          label={t`First name`}
          autoComplete="given-name"
          required
        />
        <TextInput
          form={form}
          name="lastName"
          label={t`Last name`}
          autoComplete="family-name"
          required
        />
      </div>
      <div className={styles.pair}>
        <TextInput
          form={form}
          name="phone"
          type="tel"
          label={t`Phone`}
          autoComplete="tel"
          hint={t`With the country code, e.g. +420 123 456 789`}
        />
        <TextInput
          form={form}
          name="attributes.custom.dateOfBirth"
          type="date"
          label={t`Date of birth`}
          autoComplete="bday"
        />
      </div>
    </>
  );
}

/**
 * "I am buying for a company" and the company's name, IČO (with the register lookup) and DIČ.
 * The lookup is a submit button with its own intent, so it works as a plain post too.
 */
export function BusinessFields({ form, lookup }: { form: AccountForm; lookup: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <CheckboxInput form={form} name="isBusiness" label={t`I am buying for a company`} />
      <fieldset className={registerStyles.business}>
        <legend className={styles.legend}>{t`Company details`}</legend>
        <div className={registerStyles.lookup}>
          <TextInput
            form={form}
            name="tin"
            label={t`Company ID (IČO)`}
            inputMode="numeric"
            autoComplete="off"
          />
          {lookup ? (
            <Button
              type="submit"
              name="intent"
              value="lookupCompany"
              color="outline"
              formNoValidate
            >
              {t`Look up`}
            </Button>
          ) : null}
        </div>
        <TextInput
          form={form}
          name="companyName"
          label={t`Company name`}
          autoComplete="organization"
        />
        <TextInput form={form} name="vatin" label={t`VAT ID (DIČ)`} autoComplete="off" />
      </fieldset>
    </>
  );
}
