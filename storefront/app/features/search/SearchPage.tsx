import { useLingui } from '@lingui/react/macro';
import { Container } from '@vitrina/design-system';
import { useSearchTracking } from '../../analytics/searchTracking.ts';
import { routeTitle } from '../../routing/routeTable.ts';
import { DocumentTitle } from '../../ui/DocumentTitle.tsx';
import type { SearchPageData } from './search.server.ts';
import { hasFilters } from '../catalog/listing/listingState.ts';
import { SearchEmpty } from './SearchEmpty.tsx';
import { filtersAsListing } from './searchFilters.ts';
import { SearchFaq } from './SearchFaq.tsx';
import { ArticleLinks, ChipLinks, SearchSection } from './SearchLinks.tsx';
import * as styles from './SearchPage.css.ts';
import { SearchProducts } from './SearchProducts.tsx';

/**
 * The results page (`/hledat?q=`, `/en/search?q=`): categories and brands that match, then the
 * products with their order and pages, then articles and FAQ answers. Never indexed (a search engine should not
 * list our search pages), but its links are followed. The query is shown as text, which React
 * escapes; it never reaches HTML or a URL unencoded.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { t, i18n } = useLingui();
  const routeName = i18n._(routeTitle('search'));
  const { state, products, sections, brands, faq, popular } = data;
  const q = state.q;
  const pageNumber = state.page;
  const pageSuffix = pageNumber > 1 ? ` – ${t`page ${pageNumber}`}` : '';
  const documentTitle = q ? `${t`Search: ${q}`}${pageSuffix}` : routeName;
  const found = products
    ? products.total +
      sections.categories.length +
      sections.articles.length +
      brands.length +
      faq.length
    : 0;
  // A search ran when there were products to ask for (a searchable query).
  useSearchTracking(products ? q : null, products?.total);
  // Filters that leave nothing say so beside the filter panel, not as an empty search.
  const filtered = hasFilters(filtersAsListing(data.filters));
  const reason = !products
    ? q
      ? 'tooShort'
      : 'noQuery'
    : found === 0 && !filtered
      ? 'noResults'
      : null;
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
      {products && (products.total > 0 || products.filters.length > 0) ? (
        <SearchProducts
          state={state}
          filters={data.filters}
          products={products}
          productBox={data.productBox}
        />
      ) : null}
      {sections.articles.length > 0 ? (
        <SearchSection id="search-articles" title={t`Articles`}>
          <ArticleLinks links={sections.articles} />
        </SearchSection>
      ) : null}
      {faq.length > 0 ? (
        <SearchSection id="search-faq" title={t`Frequently asked questions`}>
          <SearchFaq questions={faq} />
        </SearchSection>
      ) : null}
    </Container>
  );
}
