import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AppLink, Button, Pagination } from '@vitrina/design-system';
import { useLocale } from '../../i18n/useLocale.ts';
import * as listingStyles from '../catalog/CategoryPage.css.ts';
import { FilterPanel, filterPanelId } from '../catalog/listing/FilterPanel.tsx';
import { hasFilters } from '../catalog/listing/listingState.ts';
import type { ProductBoxContextValue } from '../catalog/productBoxSettings.server.ts';
import { ProductBoxContext } from '../catalog/ProductBoxContext.ts';
import { ProductListing } from '../catalog/ProductListing.tsx';
import type { ProductResults } from './search.server.ts';
import { filtersAsListing, searchPageHref, type SearchFilters } from './searchFilters.ts';
import * as styles from './SearchPage.css.ts';
import { SearchSortLinks } from './SearchSortLinks.tsx';
import { searchHref, searchPageSize, type SearchUrlState } from './searchUrl.ts';

/**
 * The matching products with the category listing's filter panel (a GET form on the results
 * page that keeps `q` and the order), the orders as links and the pages; every state a URL.
 */
export function SearchProducts(props: {
  state: SearchUrlState;
  filters: SearchFilters;
  products: ProductResults;
  productBox: ProductBoxContextValue | null;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { state, filters, products } = props;
  const count = products.total;
  const filtered = hasFilters(filtersAsListing(filters));
  const unfilteredHref = searchHref(locale, { q: state.q, sort: state.sort });
  const currency = props.productBox?.currency;
  return (
    <section className={styles.section} aria-labelledby="search-products">
      <div className={listingStyles.layout}>
        {currency ? (
          <FilterPanel
            key={searchPageHref(locale, state, filters)}
            basePath={searchHref(locale, {})}
            state={filtersAsListing(filters)}
            groups={products.filters}
            price={products.price}
            currency={currency}
            hiddenFields={{
              q: state.q,
              ...(state.sort !== 'relevance' ? { sort: state.sort } : {}),
            }}
          />
        ) : null}
        <div className={styles.productsMain} id="products">
          <div className={styles.toolbar}>
            <h2 id="search-products" className={styles.sectionTitle}>
              {t({ message: plural(count, { one: '# product', other: '# products' }) })}
            </h2>
            {/* A plain link: the browser's own jump to #filters keeps the query and sets :target,
                which opens the panel on phones (a router link would drop both). */}
            <Button asChild color="outline" className={listingStyles.filterToggle}>
              <a href={`#${filterPanelId}`}>{t`Filters`}</a>
            </Button>
          </div>
          <SearchSortLinks state={state} filters={filters} />
          {filtered ? (
            <p className={styles.note}>
              <AppLink href={unfilteredHref}>{t`Clear all filters`}</AppLink>
            </p>
          ) : null}
          {products.capped ? (
            <p className={styles.note}>{t`Sorted among the 100 most relevant products.`}</p>
          ) : null}
          {products.items.length === 0 ? (
            <p className={styles.note}>{t`No products match these filters`}</p>
          ) : null}
          {props.productBox ? (
            <ProductBoxContext value={props.productBox}>
              <ProductListing
                products={products.items}
                list="search"
                firstPosition={(state.page - 1) * searchPageSize + 1}
                maxColumns={4}
              />
            </ProductBoxContext>
          ) : null}
          <Pagination
            page={state.page}
            pageCount={products.pageCount}
            hrefForPage={(page) => searchPageHref(locale, { ...state, page }, filters)}
            labels={{
              navigation: t`Result pages`,
              previous: t`Previous`,
              next: t`Next`,
              page: (page) => t`Page ${page}`,
            }}
          />
        </div>
      </div>
    </section>
  );
}
