import { useLingui } from '@lingui/react/macro';
import { Container } from '@vitrina/design-system';
import { routeTitle } from '../../routing/routeTable.ts';
import { DocumentTitle } from '../../ui/DocumentTitle.tsx';
import type { SearchPageData } from './search.server.ts';
import { SearchEmpty } from './SearchEmpty.tsx';
import { ArticleLinks, ChipLinks, SearchSection } from './SearchLinks.tsx';
import * as styles from './SearchPage.css.ts';
import { SearchProducts } from './SearchProducts.tsx';

/**
 * The results page (`/hledat?q=`, `/en/search?q=`): categories and brands that match, then the
 * products with their order and pages, then articles. Never indexed (a search engine should not
 * list our search pages), but its links are followed. The query is shown as text, which React
 * escapes; it never reaches HTML or a URL unencoded.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { t, i18n } = useLingui();
  const routeName = i18n._(routeTitle('search'));
  const { state, products, sections, brands, popular } = data;
  const q = state.q;
  const pageNumber = state.page;
  const pageSuffix = pageNumber > 1 ? ` – ${t`page ${pageNumber}`}` : '';
  const documentTitle = q ? `${t`Search: ${q}`}${pageSuffix}` : routeName;
  const found = products
    ? products.total + sections.categories.length + sections.articles.length + brands.length
    : 0;
  const reason = !products ? (q ? 'tooShort' : 'noQuery') : found === 0 ? 'noResults' : null;
  return (
    <Container className={styles.page}>
      <DocumentTitle title={documentTitle} />
      <meta name="robots" content="noindex, follow" />
      <header className={styles.header}>
        <h1 className={styles.title}>{products ? t`Search results for “${q}”` : routeName}</h1>
      </header>
      {reason ? <SearchEmpty reason={reason} q={q} popular={popular} /> : null}
      {sections.categories.length > 0 ? (
        <SearchSection id="search-categories" title={t`Categories`}>
          <ChipLinks links={sections.categories} />
        </SearchSection>
      ) : null}
      {brands.length > 0 ? (
        <SearchSection id="search-brands" title={t`Brands`}>
          <ChipLinks links={brands} />
        </SearchSection>
      ) : null}
      {products && products.total > 0 ? (
        <SearchProducts state={state} products={products} productBox={data.productBox} />
      ) : null}
      {sections.articles.length > 0 ? (
        <SearchSection id="search-articles" title={t`Articles`}>
          <ArticleLinks links={sections.articles} />
        </SearchSection>
      ) : null}
    </Container>
  );
}
