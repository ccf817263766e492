import { useLingui } from '@lingui/react/macro';
import { Button, Icon, Link } from '@vitrina/design-system';
import { Form } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { loginForm } from './accountForms.ts';
import * as layout from './AuthLayout.css.ts';
import type { FormFailure } from './forms/formResult.ts';
import { FormAlert, Notice, TextInput } from './forms/FormFields.tsx';
import * as styles from './forms/FormFields.css.ts';
import { useAccountForm } from './forms/useAccountForm.ts';

const initial = { email: '' };

/** The login form (spec §2 `login`) with the way to registration beside it. */
export function LoginPage(props: {
  redirectTo: string;
  done: 'password-reset' | null;
  failure?: FormFailure;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const account = useAccountForm(loginForm, initial, props.failure);
  const registerHref = props.redirectTo
    ? `${routePath('register', {}, locale)}?${new URLSearchParams({ redirect: props.redirectTo })}`
    : routePath('register', {}, locale);
  return (
    <div className={layout.columns}>
      <section className={layout.card} aria-label={t`Log in`}>
        <Form method="post" className={styles.form} onSubmit={account.onSubmit} noValidate>
          {props.done === 'password-reset' && !account.formError ? (
            <Notice>{t`Your password has been changed. Log in with the new one.`}</Notice>
          ) : null}
          <FormAlert code={account.formError} />
          <input type="hidden" name="redirectTo" value={props.redirectTo} />
          <TextInput
            form={account}
            name="email"
            type="email"
            label={t`E-mail`}
            autoComplete="username"
            required
          />
          <TextInput
            form={account}
            name="password"
            type="password"
            label={t`Password`}
            autoComplete="current-password"
            required
          />
          <div className={styles.actions}>
            <Button type="submit" loading={account.form.formState.isSubmitting}>
              {t`Log in`}
            </Button>
            <Link href={routePath('forgotten-password', {}, locale)}>{t`Forgotten password?`}</Link>
          </div>
        </Form>
      </section>
      <aside className={layout.side}>
        <h2 className={layout.sideTitle}>{t`New customer?`}</h2>
        <ul className={layout.benefits}>
          <li className={layout.benefit}>
            <Icon name="package" className={layout.benefitIcon} />
            {t`Your orders and their state in one place`}
          </li>
          <li className={layout.benefit}>
            <Icon name="truck" className={layout.benefitIcon} />
            {t`Saved addresses for a faster checkout`}
          </li>
          <li className={layout.benefit}>
            <Icon name="heart" className={layout.benefitIcon} />
            {t`Favourites and shopping lists`}
          </li>
        </ul>
        <Button href={registerHref} color="outline">
          {t`Create an account`}
        </Button>
      </aside>
    </div>
  );
}
