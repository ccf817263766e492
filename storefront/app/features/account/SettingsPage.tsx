import { useLingui } from '@lingui/react/macro';
import { Button } from '@vitrina/design-system';
import { Form } from 'react-router';
import { userSettingsForm } from './accountForms.ts';
import type { FormFailure } from './forms/formResult.ts';
import { CheckboxInput, FormAlert, Notice } from './forms/FormFields.tsx';
import * as styles from './forms/FormFields.css.ts';
import { useAccountForm } from './forms/useAccountForm.ts';
import { BusinessFields, PersonalFields } from './PersonalFields.tsx';
import * as registerStyles from './RegisterPage.css.ts';
import * as area from './UserArea.css.ts';

/** Personal data (spec §2 `user-settings`): title, name, phone, birth date, company, newsletter. */
export function SettingsPage(props: {
  email: string;
  businessStatus: 'none' | 'pending' | 'approved';
  values: Record<string, unknown>;
  failure?: FormFailure;
  saved: boolean;
}) {
  const { t } = useLingui();
  const account = useAccountForm(userSettingsForm, props.values, props.failure);
  return (
    <Form
      method="post"
      className={`${styles.form} ${registerStyles.registerForm}`}
      onSubmit={account.onSubmit}
      noValidate
    >
      {props.saved ? <Notice>{t`Your details have been saved.`}</Notice> : null}
      <FormAlert code={account.formError} />
      <p className={area.muted}>{t`E-mail: ${props.email}`}</p>
      <PersonalFields form={account} />
      <BusinessFields form={account} lookup />
      {props.businessStatus === 'pending' ? (
        <p className={area.muted}>
          {t`We are checking your company details; business prices will show once we approve them.`}
        </p>
      ) : null}
      <CheckboxInput
        form={account}
        name="newsletter"
        label={t`Send me news and offers by e-mail`}
      />
      <div className={styles.actions}>
        <Button type="submit">{t`Save`}</Button>
      </div>
    </Form>
  );
}
