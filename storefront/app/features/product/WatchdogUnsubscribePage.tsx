import { useLingui } from '@lingui/react/macro';
import { Button, Link } from '@vitrina/design-system';
import { Form, useNavigation } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import * as forms from '../content/forms/forms.css.ts';
import { unwatchNotices, type UnwatchOutcome } from './watchdogNotices.ts';

/**
 * The page a watchdog e-mail links to: one button sends the link's token (a GET alone changes
 * nothing, so a mail scanner opening the link cancels no watch). Sending it again answers the same.
 */
export function WatchdogUnsubscribePage(props: { token: string; outcome?: UnwatchOutcome }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const { outcome } = props;
  if (outcome === 'success') {
    return (
      <div className={forms.form}>
        <p role="status" className={forms.success}>
          {i18n._(unwatchNotices.success)}
        </p>
        <Link href={routePath('index', {}, locale)}>{t`Continue shopping`}</Link>
      </div>
    );
  }
  if (!props.token || outcome === 'invalid') {
    return (
      <div className={forms.form}>
        <p role="alert" className={forms.failure}>
          {i18n._(unwatchNotices.invalid)}
        </p>
      </div>
    );
  }
  return (
    <Form method="post" className={forms.form}>
      {outcome ? (
        <p role="alert" className={forms.failure}>
          {i18n._(unwatchNotices[outcome])}
        </p>
      ) : null}
      <p>{t`Do you no longer want an e-mail about this product? Cancel the watchdog with the button below.`}</p>
      <input type="hidden" name="token" value={props.token} />
      <div>
        <Button type="submit" loading={busy}>
          {t`Cancel the watchdog`}
        </Button>
      </div>
    </Form>
  );
}
