import { useLingui } from '@lingui/react/macro';
import { PageMeta } from '../../../ui/PageMeta.tsx';
import { PageShell } from '../../../ui/PageShell.tsx';
import { ContactForm } from './ContactForm.tsx';
import type { ContactActionResult, ContactPageData } from './contact.server.ts';
import * as styles from './ContactPage.css.ts';

/** Contact: how to reach the shop, and the form. */
export function ContactPage({
  contact,
  seo,
  result,
}: ContactPageData & { result: ContactActionResult | undefined }) {
  const { t } = useLingui();
  return (
    <PageShell title={seo.documentTitle}>
      <PageMeta meta={seo.meta} />
      <div className={styles.layout}>
        <ContactForm result={result} />
        <aside className={styles.card} aria-labelledby="contact-details">
          <h2 id="contact-details" className={styles.cardTitle}>
            {contact.name}
          </h2>
          <address className={styles.address}>
            {contact.street}
            <br />
            {contact.postcode} {contact.city}
          </address>
          <dl className={styles.lines}>
            <dt>{t`Phone`}</dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
            </dd>
            <dt>{t`E-mail`}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </dl>
        </aside>
      </div>
    </PageShell>
  );
}
