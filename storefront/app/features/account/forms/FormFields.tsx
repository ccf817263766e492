import { useLingui } from '@lingui/react/macro';
import { Checkbox, FormField, TextField } from '@vitrina/design-system';
import { useId, type ReactNode } from 'react';
import { get } from 'react-hook-form';
import type { FormErrorCode } from './formResult.ts';
import { isChecked, textAt } from './formValues.ts';
import type { AccountForm } from './useAccountForm.ts';
import { validationMessage } from './validationMessages.ts';
import * as styles from './FormFields.css.ts';

function useFieldError(form: AccountForm, name: string): string | undefined {
  const { i18n } = useLingui();
  const error = get(form.form.formState.errors, name) as { message?: string } | undefined;
  return error ? validationMessage(i18n, error.message) : undefined;
}

interface TextInputProps {
  form: AccountForm;
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete?: string;
  required?: boolean;
  hint?: ReactNode;
  inputMode?: 'numeric' | 'text';
}

/**
 * A labelled text input bound to the form; its value is also in the HTML (defaultValue), so a
 * page rendered after a plain post shows what the shopper typed. Passwords are never refilled.
 */
export function TextInput({ form, name, label, type = 'text', hint, ...rest }: TextInputProps) {
  const error = useFieldError(form, name);
  return (
    <FormField label={label} hint={hint} error={error} required={rest.required}>
      <TextField
        type={type}
        {...rest}
        {...form.form.register(name)}
        defaultValue={type === 'password' ? undefined : textAt(form.values, name)}
      />
    </FormField>
  );
}

export function CheckboxInput(props: { form: AccountForm; name: string; label: ReactNode }) {
  const error = useFieldError(props.form, props.name);
  return (
    <Checkbox
      label={props.label}
      error={error}
      {...props.form.form.register(props.name)}
      defaultChecked={isChecked(get(props.form.values, props.name))}
    />
  );
}

/** A native <select>: it works without JavaScript, unlike a scripted list box. */
export function SelectInput(props: {
  form: AccountForm;
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  required?: boolean;
}) {
  const id = useId();
  const error = useFieldError(props.form, props.name);
  return (
    <div className={styles.selectField}>
      <label htmlFor={id} className={styles.selectLabel}>
        {props.label}
      </label>
      <select
        id={id}
        className={styles.select}
        required={props.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props.form.form.register(props.name)}
        defaultValue={textAt(props.form.values, props.name)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.selectError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form-wide error (wrong password, too many attempts, back end down), announced at once. */
export function FormAlert({ code }: { code: FormErrorCode | undefined }) {
  const { t } = useLingui();
  if (!code) return null;
  const text: Record<FormErrorCode, string> = {
    wrong_credentials: t`Wrong e-mail or password.`,
    not_activated: t`Your account is not activated yet. Open the link in the e-mail we sent you after registration.`,
    rate_limited: t`Too many attempts. Please wait a few minutes and try again.`,
    invalid_link: t`The link is invalid or has expired. Ask for a new one.`,
    unavailable: t`Something went wrong. We are sorry; if the problem persists, contact us.`,
  };
  return (
    <p role="alert" className={styles.alert}>
      {text[code]}
    </p>
  );
}

/** A finished step's message (saved, sent, activated), announced politely. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.notice}>
      {children}
    </p>
  );
}
