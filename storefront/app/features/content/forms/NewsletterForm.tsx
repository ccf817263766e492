import { useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@vitrina/design-system';
import { useState } from 'react';
import { useLocation } from 'react-router';
import * as styles from './NewsletterForm.css.ts';
import { isNewsletterOutcome, newsletterActionPath, newsletterNotices } from './newsletter.ts';
import { useNewsletterSubmit } from './useNewsletterSubmit.ts';

/** This page's address without a previous outcome, to come back to after a plain form post. */
function returnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('newsletter');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The footer's newsletter form. A plain POST without JavaScript (the outcome comes back in
 * `?newsletter=` and shows here); with it, a notice and no page load.
 */
export function NewsletterForm({ source }: { source: string }) {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const subscribe = useNewsletterSubmit(source);
  const [busy, setBusy] = useState(false);
  const outcome = new URLSearchParams(location.search).get('newsletter');
  return (
    <form
      id="newsletter"
      method="post"
      action={newsletterActionPath}
      className={styles.form}
      aria-labelledby="newsletter-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const email = String(new FormData(form).get('email') ?? '');
        setBusy(true);
        void subscribe(email).then((result) => {
          setBusy(false);
          if (result.status === 'success') form.reset();
        });
      }}
    >
      <h2 id="newsletter-title" className={styles.title}>
        {t`Newsletter`}
      </h2>
      <p className={styles.text}>{t`News and deals to your inbox, no more than once a week.`}</p>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="returnTo" value={returnPath(location.pathname, location.search)} />
      <div className={styles.row}>
        <TextField
          type="email"
          name="email"
          autoComplete="email"
          aria-label={t`Your e-mail`}
          placeholder={t`Your e-mail`}
          className={styles.input}
        />
        <Button type="submit" disabled={busy}>
          {t`Subscribe`}
        </Button>
      </div>
      {isNewsletterOutcome(outcome) ? (
        <p role="status" className={outcome === 'success' ? styles.success : styles.failure}>
          {i18n._(newsletterNotices[outcome])}
        </p>
      ) : null}
    </form>
  );
}
