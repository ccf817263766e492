import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { useReportOnce } from '../../../analytics/reportOnce.ts';
import { track } from '../../../analytics/tracker.ts';
import { JsonLd } from '../../../ui/JsonLd.tsx';
import { PageMeta } from '../../../ui/PageMeta.tsx';
import { PageShell } from '../../../ui/PageShell.tsx';
import { lead } from '../../../ui/PageShell.css.ts';
import { ContentBody } from '../shared/ContentBody.tsx';
import { ProductBoxContext } from '../../catalog/ProductBoxContext.ts';
import { ProductListing } from '../../catalog/ProductListing.tsx';
import * as styles from './ArticlePage.css.ts';
import type { ArticleData } from './article.server.ts';
import { PublishedDate } from './ArticleTiles.tsx';

/** An article: byline, picture, text, its tags, and products to go with it. */
export function ArticlePage({
  article,
  products,
  productBox,
  seo,
  jsonLd,
  imageBase,
  listHref,
}: ArticleData) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  useReportOnce(pathname, () =>
    track('article.page_view', { title: article.title, path: pathname }),
  );
  return (
    <PageShell title={article.title} documentTitle={seo.documentTitle}>
      <PageMeta meta={seo.meta} />
      <JsonLd data={jsonLd} />
      <div className={styles.article}>
        <p className={styles.byline}>
          <PublishedDate iso={article.datePublished} />
          {article.author ? (
            <>
              {' · '}
              {article.author.href ? (
                <a href={article.author.href}>{article.author.name}</a>
              ) : (
                article.author.name
              )}
            </>
          ) : null}
          {article.category ? (
            <>
              {' · '}
              <a href={article.category.href}>{article.category.title}</a>
            </>
          ) : null}
        </p>
        {article.perex ? <p className={lead}>{article.perex}</p> : null}
        {article.image ? (
          <img
            className={styles.image}
            src={article.image.src}
            srcSet={article.image.srcSet}
            alt={article.image.alt}
            width={960}
            height={540}
          />
        ) : null}
        <ContentBody imageBase={imageBase} content={article.content} />
        {article.tags.length ? (
          <ul className={styles.tags} aria-label={t`Tags`}>
            {article.tags.map((tag) => (
              <li key={tag.href}>
                <a className={styles.tag} href={tag.href}>
                  #{tag.title}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <a href={listHref}>{t`All articles`}</a>
        </p>
      </div>
      {products.length ? (
        <section className={styles.related} aria-labelledby="related-products">
          <h2 id="related-products" className={styles.relatedTitle}>
            {t`Products we recommend`}
          </h2>
          <ProductBoxContext value={productBox}>
            <ProductListing products={products} list="article" />
          </ProductBoxContext>
        </section>
      ) : null}
    </PageShell>
  );
}
