import { useLingui } from '@lingui/react/macro';
import { AppLink } from '@vitrina/design-system';
import { useLocale } from '../../../i18n/useLocale.ts';
import { routePath } from '../../../routing/routePath.ts';
import { PageMeta } from '../../../ui/PageMeta.tsx';
import { PageShell } from '../../../ui/PageShell.tsx';
import { ShopContactLines } from './ShopContactLines.tsx';
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
  const locale = useLocale();
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
          <ShopContactLines contact={contact} />
          <p className={styles.aside}>
            <AppLink href={routePath('order', {}, locale)}>
              {t`Want to order quickly? Send us an inquiry`}
            </AppLink>
          </p>
        </aside>
      </div>
    </PageShell>
  );
}
