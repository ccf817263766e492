import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Link } from '@vitrina/design-system';
import { Form } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { changePasswordForm, forgotPasswordForm, resetPasswordForm } from './accountForms.ts';
import * as layout from './AuthLayout.css.ts';
import type { FormFailure } from './forms/formResult.ts';
import { FormAlert, Notice, TextInput } from './forms/FormFields.tsx';
import * as styles from './forms/FormFields.css.ts';
import { useAccountForm, type AccountForm } from './forms/useAccountForm.ts';

const initial = {};

/** New password and its confirmation, as both the reset and the change page ask. */
function NewPasswordFields({ form }: { form: AccountForm }) {
  const { t } = useLingui();
  return (
    <>
      <TextInput
        form={form}
        name="password"
        type="password"
        label={t`New password`}
        autoComplete="new-password"
        hint={t`At least 8 characters`}
        required
      />
      <TextInput
        form={form}
        name="password_confirmation"
        type="password"
        label={t`New password again`}
        autoComplete="new-password"
        required
      />
    </>
  );
}

/** Forgotten password (spec §2): the e-mail, then "if there is an account, the link is on its way". */
export function ForgottenPasswordPage(props: { failure?: FormFailure; sent?: string | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const account = useAccountForm(forgotPasswordForm, initial, props.failure);
  if (props.sent) {
    const email = props.sent;
    return (
      <div className={layout.narrow}>
        <Notice>
          <Trans>
            If <strong>{email}</strong> has an account with us, a link to set a new password is on
            its way. It works for one hour.
          </Trans>
        </Notice>
      </div>
    );
  }
  return (
    <div className={`${layout.card} ${layout.narrow}`}>
      <Form method="post" className={styles.form} onSubmit={account.onSubmit} noValidate>
        <p className={layout.muted}>
          {t`Enter the e-mail of your account and we will send you a link to set a new password.`}
        </p>
        <FormAlert code={account.formError} />
        <TextInput
          form={account}
          name="email"
          type="email"
          label={t`E-mail`}
          autoComplete="email"
          required
        />
        <div className={styles.actions}>
          <Button type="submit">{t`Send the link`}</Button>
          <Link href={routePath('login', {}, locale)}>{t`Back to login`}</Link>
        </div>
      </Form>
    </div>
  );
}

/** Password reset from the e-mailed link (spec §2 `reset-password`). */
export function ResetPasswordPage(props: { email: string; token: string; failure?: FormFailure }) {
  const { t } = useLingui();
  const locale = useLocale();
  const account = useAccountForm(resetPasswordForm, initial, props.failure);
  if (!props.token || !props.email) {
    return (
      <div className={layout.narrow}>
        <p role="alert" className={styles.alert}>
          {t`The link is invalid or has expired. Ask for a new one.`}
        </p>
        <p>
          <Link href={routePath('forgotten-password', {}, locale)}>{t`Send a new link`}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={`${layout.card} ${layout.narrow}`}>
      <Form method="post" className={styles.form} onSubmit={account.onSubmit} noValidate>
        <FormAlert code={account.formError} />
        {account.formError === 'invalid_link' ? (
          <Link href={routePath('forgotten-password', {}, locale)}>{t`Send a new link`}</Link>
        ) : null}
        {/* Registered, so the browser's check sees the link's e-mail and token too. */}
        <input type="hidden" {...account.form.register('email')} defaultValue={props.email} />
        <input type="hidden" {...account.form.register('token')} defaultValue={props.token} />
        <p className={layout.muted}>{t`Set a new password for ${props.email}.`}</p>
        <NewPasswordFields form={account} />
        <div className={styles.actions}>
          <Button type="submit">{t`Save the password`}</Button>
        </div>
      </Form>
    </div>
  );
}

/** Change password in the user area (spec §2 `user-password`). */
export function ChangePasswordForm(props: { failure?: FormFailure; changed?: boolean }) {
  const { t } = useLingui();
  const account = useAccountForm(changePasswordForm, initial, props.failure);
  return (
    <Form method="post" className={styles.form} onSubmit={account.onSubmit} noValidate>
      {props.changed ? (
        <Notice>{t`Your password has been changed. Other devices have been logged out.`}</Notice>
      ) : null}
      <FormAlert code={account.formError} />
      <TextInput
        form={account}
        name="old_password"
        type="password"
        label={t`Current password`}
        autoComplete="current-password"
        required
      />
      <NewPasswordFields form={account} />
      <div className={styles.actions}>
        <Button type="submit">{t`Change the password`}</Button>
      </div>
    </Form>
  );
}
