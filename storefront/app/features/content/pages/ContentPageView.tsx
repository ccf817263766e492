import { PageMeta } from '../../../ui/PageMeta.tsx';
import { PageShell } from '../../../ui/PageShell.tsx';
import { useBlockProducts } from '../../catalog/blockProducts.tsx';
import { ProductBoxContext } from '../../catalog/ProductBoxContext.ts';
import type { PageBlockData } from '../shared/blockData.server.ts';
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
          <ProductBoxContext value={blockData.productBox}>
            <PageBody page={page} blockData={blockData} imageBase={imageBase} />
          </ProductBoxContext>
        </div>
        {contactBox ? <ContactBox box={contactBox} /> : null}
      </div>
    </PageShell>
  );
}

/** The page's text and blocks, their product boxes drawn like every other in the shop. */
function PageBody({
  page,
  blockData,
  imageBase,
}: {
  page: ContentPageData['page'];
  blockData: PageBlockData;
  imageBase: string;
}) {
  const { products, productActions } = useBlockProducts(blockData.products);
  return (
    <ContentBody
      imageBase={imageBase}
      content={page.content}
      blocks={page.blocks}
      blockData={{ products, categories: blockData.categories }}
      productActions={productActions}
    />
  );
}
