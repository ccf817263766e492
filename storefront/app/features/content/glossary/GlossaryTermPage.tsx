import { useLingui } from '@lingui/react/macro';
import { JsonLd } from '../../../ui/JsonLd.tsx';
import { PageMeta } from '../../../ui/PageMeta.tsx';
import { PageShell } from '../../../ui/PageShell.tsx';
import { lead } from '../../../ui/PageShell.css.ts';
import { ContentBody } from '../shared/ContentBody.tsx';
import * as styles from './Glossary.css.ts';
import type { GlossaryTermData } from './glossary.server.ts';

interface LinkItem {
  title: string;
  href: string;
}

function References({ title, links }: { title: string; links: readonly LinkItem[] }) {
  if (links.length === 0) return null;
  return (
    <section>
      <h2 className={styles.referenceTitle}>{title}</h2>
      <ul className={styles.referenceList}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One glossary term: its explanation and what it refers to in the shop. */
export function GlossaryTermPage({ term, seo, jsonLd, imageBase, listHref }: GlossaryTermData) {
  const { t } = useLingui();
  const { references } = term;
  return (
    <PageShell title={term.title} documentTitle={seo.documentTitle}>
      <PageMeta meta={seo.meta} />
      <JsonLd data={jsonLd} />
      {term.perex ? <p className={lead}>{term.perex}</p> : null}
      <ContentBody imageBase={imageBase} content={term.description} />
      <div className={styles.references}>
        <References title={t`Categories`} links={references.categories} />
        <References title={t`Products`} links={references.products} />
        <References title={t`Related terms`} links={references.terms} />
      </div>
      <p className={styles.back}>
        <a href={listHref}>{t`All terms`}</a>
      </p>
    </PageShell>
  );
}
