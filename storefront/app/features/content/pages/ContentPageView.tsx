import { PageMeta } from '../../../ui/PageMeta.tsx';
import { PageShell } from '../../../ui/PageShell.tsx';
import { ContentBody } from '../shared/ContentBody.tsx';
import { ContactBox } from './ContactBox.tsx';
import * as styles from './ContentPage.css.ts';
import type { ContentPageData } from './pages.server.ts';

/** A content page: its rich text, its CMS blocks, and the contact box beside them. */
export function ContentPageView({
  page,
  blockData,
  contactBox,
  seo,
  imageBase,
}: Omit<ContentPageData, 'localeParams'>) {
  return (
    <PageShell title={page.title} documentTitle={seo.documentTitle}>
      <PageMeta meta={seo.meta} />
      <div className={contactBox ? styles.layout : undefined}>
        <div className={styles.body}>
          <ContentBody
            imageBase={imageBase}
            content={page.content}
            blocks={page.blocks}
            blockData={blockData}
          />
        </div>
        {contactBox ? <ContactBox box={contactBox} /> : null}
      </div>
    </PageShell>
  );
}
