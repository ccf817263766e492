import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Link } from '@vitrina/design-system';
import { Form } from 'react-router';
import type { AnalyticsPayloads } from '../../analytics/analyticsEvents.ts';
import { useReportOnce } from '../../analytics/reportOnce.ts';
import { track } from '../../analytics/tracker.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { registerForm } from './accountForms.ts';
import * as layout from './AuthLayout.css.ts';
import type { FormFailure } from './forms/formResult.ts';
import { CheckboxInput, FormAlert, Notice, TextInput } from './forms/FormFields.tsx';
import * as styles from './forms/FormFields.css.ts';
import { useAccountForm } from './forms/useAccountForm.ts';
import { BusinessFields, PersonalFields } from './PersonalFields.tsx';
import * as registerStyles from './RegisterPage.css.ts';

const initial = {};

/** Registration (spec §2 `register`), then "check your e-mail" once the account exists. */
export function RegisterPage(props: {
  failure?: FormFailure;
  registered?: string | null;
  signup?: AnalyticsPayloads['user.registered'];
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const account = useAccountForm(registerForm, initial, props.failure);
  const { signup } = props;
  // Once the back end made the account (one answer per registration).
  useReportOnce(props.registered && signup ? props.registered : null, () => {
    if (signup) track('user.registered', signup);
  });
  if (props.registered) {
    const email = props.registered;
    return (
      <div className={layout.narrow}>
        <Notice>
          <Trans>
            Almost done: we sent an activation link to <strong>{email}</strong>. Open it to activate
            your account, then log in.
          </Trans>
        </Notice>
      </div>
    );
  }
  return (
    <div className={layout.columns}>
      <section className={layout.card} aria-label={t`Registration`}>
        <Form
          method="post"
          className={`${styles.form} ${registerStyles.registerForm}`}
          onSubmit={account.onSubmit}
          noValidate
        >
          <FormAlert code={account.formError} />
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
              name="password"
              type="password"
              label={t`Password`}
              autoComplete="new-password"
              hint={t`At least 8 characters`}
              required
            />
            <TextInput
              form={account}
              name="password_confirmation"
              type="password"
              label={t`Password again`}
              autoComplete="new-password"
              required
            />
          </div>
          <PersonalFields form={account} />
          <BusinessFields form={account} lookup />
          <CheckboxInput
            form={account}
            name="newsletter"
            label={t`Send me news and offers by e-mail`}
          />
          <div className={styles.actions}>
            <Button type="submit">{t`Create an account`}</Button>
          </div>
        </Form>
      </section>
      <aside className={layout.side}>
        <h2 className={layout.sideTitle}>{t`Already have an account?`}</h2>
        <p className={layout.muted}>{t`Log in to see your orders, addresses and favourites.`}</p>
        <Link href={routePath('login', {}, locale)}>{t`Log in`}</Link>
      </aside>
    </div>
  );
}
