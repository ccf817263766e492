import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox } from '@vitrina/design-system';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import {
  acceptAll,
  formatConsent,
  rejectAll,
  type ConsentChoice,
} from '../../../analytics/consent.ts';
import { getBrowserTracker } from '../../../analytics/tracker.ts';
import { writePreferenceCookie } from '../../../session/preferences.ts';
import { consentDialogAtom, consentOpenerAtom } from './consent.atoms.ts';
import * as styles from './CookieConsent.css.ts';
import { preferencesActionPath } from './preferencesForm.ts';

/** The choice a submit button of the form stands for. */
function choiceOf(form: HTMLFormElement, button: string | undefined): ConsentChoice {
  if (button === 'all') return acceptAll;
  if (button === 'none') return rejectAll;
  const data = new FormData(form);
  return { analytics: data.get('analytics') === 'on', marketing: data.get('marketing') === 'on' };
}

/**
 * The cookie-consent dialog: accept all, reject all (equally prominent) or choose categories.
 * Non-modal and fixed at the bottom, in the server's HTML while no choice is stored. A plain form
 * that posts the choice without JavaScript; with it, the choice is stored here and Consent Mode
 * updated at once. The footer's "Cookie settings" reopens it with focus on its heading.
 */
export function CookieConsent({ stored }: { stored: ConsentChoice | null }) {
  const { t } = useLingui();
  const id = useId();
  const { pathname, search } = useLocation();
  const [choice, setChoice] = useState(stored);
  const [mode, setMode] = useAtom(consentDialogAtom);
  const opener = useAtomValue(consentOpenerAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  const open = mode === 'open' || (mode === 'auto' && choice === null);

  useEffect(() => {
    if (mode === 'open') heading.current?.focus();
  }, [mode]);

  if (!open) return null;

  function close() {
    setMode('closed');
    if (opener?.isConnected) opener.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const button = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') ?? undefined;
    const next = choiceOf(event.currentTarget, button);
    writePreferenceCookie('consent', formatConsent(next));
    getBrowserTracker()?.setConsent(next);
    setChoice(next);
    close();
  }

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={styles.panel}
      data-testid="cookie-consent"
      onKeyDown={(event) => {
        // Escape only dismisses a dialog the shopper reopened: a first visit needs an answer.
        if (event.key === 'Escape' && choice) close();
      }}
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.title}>
        {t`Cookies on this site`}
      </h2>
      <p id={`${id}-text`} className={styles.text}>
        {t`We use necessary cookies to run the shop. With your consent we also use analytics cookies to improve it and marketing cookies to show you relevant offers. You can change your choice at any time under “Cookie settings” at the bottom of the page.`}
      </p>
      <form method="post" action={preferencesActionPath} onSubmit={onSubmit}>
        <input type="hidden" name="redirectTo" value={pathname + search} />
        <div className={styles.actions}>
          <Button type="submit" name="consent" value="all">
            {t`Accept all`}
          </Button>
          <Button type="submit" name="consent" value="none">
            {t`Reject all`}
          </Button>
        </div>
        <details open={mode === 'open'} className={styles.details}>
          <summary className={styles.summary}>{t`Choose cookies`}</summary>
          <fieldset className={styles.categories}>
            <legend className={styles.legend}>{t`Cookie categories`}</legend>
            <Checkbox
              label={t`Necessary`}
              hint={t`Cart, login, language. Always on.`}
              checked
              disabled
              readOnly
            />
            <Checkbox
              name="analytics"
              label={t`Analytics`}
              hint={t`Anonymous statistics of visits.`}
              defaultChecked={choice?.analytics ?? false}
            />
            <Checkbox
              name="marketing"
              label={t`Marketing`}
              hint={t`Personalised offers and advertising.`}
              defaultChecked={choice?.marketing ?? false}
            />
          </fieldset>
          <Button type="submit" name="consent" value="custom" color="secondary">
            {t`Save my choice`}
          </Button>
        </details>
      </form>
    </section>
  );
}
