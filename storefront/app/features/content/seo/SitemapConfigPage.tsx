import { useLingui } from '@lingui/react/macro';
import { PageMeta } from '../../../ui/PageMeta.tsx';
import { PageShell } from '../../../ui/PageShell.tsx';
import type { SitemapConfigData } from './sitemapConfig.server.ts';
import * as styles from './SitemapConfigPage.css.ts';

export function SitemapConfigPage({ index, robots, sitemaps, seo }: SitemapConfigData) {
  const { t } = useLingui();
  const typeNames: Record<string, string> = {
    pages: t`Pages`,
    products: t`Products`,
    categories: t`Categories`,
    articles: t`Articles`,
    branches: t`Pick-up points`,
    terms: t`Glossary`,
  };
  return (
    <PageShell title={seo.documentTitle}>
      <PageMeta meta={{ ...seo.meta, noindex: true }} />
      <p>
        {t`Search engines find every page of the shop through the sitemap index:`}{' '}
        <a href={index}>{index}</a>
      </p>
      <p>
        {t`Crawling rules:`} <a href={robots}>{robots}</a>
      </p>
      <table className={styles.table}>
        <caption className={styles.caption}>{t`Sitemaps by language and content type`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Language`}</th>
            <th scope="col">{t`Content`}</th>
            <th scope="col">{t`Sitemap`}</th>
          </tr>
        </thead>
        <tbody>
          {sitemaps.map((sitemap) => (
            <tr key={sitemap.href}>
              <td>{sitemap.locale}</td>
              <td>{typeNames[sitemap.type]}</td>
              <td>
                <a href={sitemap.href}>{sitemap.href}</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </PageShell>
  );
}
