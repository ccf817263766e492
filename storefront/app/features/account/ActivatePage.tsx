import { useLingui } from '@lingui/react/macro';
import { Button, Link } from '@vitrina/design-system';
import { Form } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import * as layout from './AuthLayout.css.ts';
import { Notice } from './forms/FormFields.tsx';
import * as styles from './forms/FormFields.css.ts';

export interface ActivationResult {
  activated: 'account' | 'newsletter' | null;
  failed: boolean;
  unavailable?: boolean;
}

/**
 * The link of an activation or newsletter e-mail (spec §2 `user-activate`): one button confirms
 * it, then the page says what was confirmed and where to go next.
 */
export function ActivatePage(props: { token: string; result?: ActivationResult }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { result } = props;
  if (result?.activated === 'account') {
    return (
      <div className={layout.narrow}>
        <Notice>{t`Your account is active. Welcome!`}</Notice>
        <p>
          <Button href={routePath('login', {}, locale)}>{t`Log in`}</Button>
        </p>
      </div>
    );
  }
  if (result?.activated === 'newsletter') {
    return (
      <div className={layout.narrow}>
        <Notice>{t`Your newsletter subscription is confirmed. Thank you!`}</Notice>
        <Link href={routePath('index', {}, locale)}>{t`Continue shopping`}</Link>
      </div>
    );
  }
  if (!props.token || (result?.failed && !result.unavailable)) {
    return (
      <div className={layout.narrow}>
        <p role="alert" className={styles.alert}>
          {t`The link is invalid or has expired. It may have been used already: try to log in.`}
        </p>
        <Link href={routePath('login', {}, locale)}>{t`Log in`}</Link>
      </div>
    );
  }
  return (
    <div className={`${layout.card} ${layout.narrow}`}>
      <Form method="post" className={styles.form}>
        {result?.unavailable ? (
          <p role="alert" className={styles.alert}>
            {t`Something went wrong. We are sorry; if the problem persists, contact us.`}
          </p>
        ) : null}
        <p className={layout.muted}>{t`Confirm with the button below.`}</p>
        <input type="hidden" name="token" value={props.token} />
        <div className={styles.actions}>
          <Button type="submit">{t`Confirm`}</Button>
        </div>
      </Form>
    </div>
  );
}
