import { useLingui } from '@lingui/react/macro';
import { JsonLd } from '../../../ui/JsonLd.tsx';
import { PageMeta } from '../../../ui/PageMeta.tsx';
import { PageShell } from '../../../ui/PageShell.tsx';
import { ContentBody } from '../shared/ContentBody.tsx';
import * as styles from './Guide.css.ts';
import type { ShoppingGuideData } from './guide.server.ts';

/** The shopping guide: topics to read on one side, frequently asked questions on the other. */
export function ShoppingGuidePage(props: ShoppingGuideData) {
  const { t } = useLingui();
  return (
    <PageShell title={props.seo.documentTitle}>
      <PageMeta meta={props.seo.meta} />
      <JsonLd data={props.jsonLd} />
      <div className={styles.layout}>
        <nav aria-labelledby="guide-topics">
          <h2 id="guide-topics" className={styles.sectionTitle}>
            {t`Topics`}
          </h2>
          <ul className={styles.topics}>
            <li>
              <a href={props.aboutPurchaseHref}>{t`About purchase`}</a>
            </li>
            {props.pages.map((page) => (
              <li key={page.href}>
                <a href={page.href}>{page.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="guide-faq">
          <h2 id="guide-faq" className={styles.sectionTitle}>
            {t`Frequently asked questions`}
          </h2>
          {props.questions.map((question) => (
            <details key={question.id} className={styles.question}>
              <summary className={styles.summary}>{question.title}</summary>
              <div className={styles.answer}>
                <ContentBody imageBase={props.imageBase} content={question.answer} />
              </div>
            </details>
          ))}
        </section>
      </div>
    </PageShell>
  );
}
