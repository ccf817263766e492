import { useLingui } from '@lingui/react/macro';
import { AppLink } from '@vitrina/design-system';
import { useLocale } from '../../../i18n/useLocale.ts';
import { routePath } from '../../../routing/routePath.ts';
import { PageMeta } from '../../../ui/PageMeta.tsx';
import { PageShell } from '../../../ui/PageShell.tsx';
import { ShopContactLines } from './ShopContactLines.tsx';
import { lead } from '../../../ui/PageShell.css.ts';
import * as styles from './ContactPage.css.ts';
import { InquiryForm } from './InquiryForm.tsx';
import type { InquiryActionResult, InquiryPageData } from './inquiry.server.ts';

/** Simple order or inquiry (`/poptavka`): the form, and how else to reach the shop. */
export function InquiryPage({
  contact,
  seo,
  result,
}: InquiryPageData & { result: InquiryActionResult | undefined }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <PageShell title={seo.documentTitle}>
      <PageMeta meta={seo.meta} />
      <p className={`${lead} ${styles.intro}`}>{seo.meta.description}</p>
      <div className={styles.layout}>
        <InquiryForm result={result} />
        <aside className={styles.card} aria-labelledby="inquiry-other-ways">
          <h2 id="inquiry-other-ways" className={styles.cardTitle}>
            {t`Prefer to call?`}
          </h2>
          <ShopContactLines contact={contact} />
          <p className={styles.aside}>
            <AppLink
              href={routePath('contact', {}, locale)}
            >{t`Other questions: contact us`}</AppLink>
          </p>
        </aside>
      </div>
    </PageShell>
  );
}
