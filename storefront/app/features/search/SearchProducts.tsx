import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Pagination } from '@vitrina/design-system';
import { useLocale } from '../../i18n/useLocale.ts';
import type { ProductBoxContextValue } from '../catalog/productBoxSettings.server.ts';
import { ProductBoxContext } from '../catalog/ProductBoxContext.ts';
import { ProductListing } from '../catalog/ProductListing.tsx';
import type { ProductResults } from './search.server.ts';
import * as styles from './SearchPage.css.ts';
import { SearchSortLinks } from './SearchSortLinks.tsx';
import { searchHref, searchPageSize, type SearchUrlState } from './searchUrl.ts';

export function SearchProducts(props: {
  state: SearchUrlState;
  products: ProductResults;
  productBox: ProductBoxContextValue | null;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { state, products } = props;
  const count = products.total;
  return (
    <section className={styles.section} aria-labelledby="search-products">
      <div className={styles.toolbar}>
        <h2 id="search-products" className={styles.sectionTitle}>
          {t({ message: plural(count, { one: '# product', other: '# products' }) })}
        </h2>
        <SearchSortLinks state={state} />
      </div>
      {products.capped ? (
        <p className={styles.note}>{t`Sorted among the 100 most relevant products.`}</p>
      ) : null}
      {props.productBox ? (
        <ProductBoxContext value={props.productBox}>
          <ProductListing
            products={products.items}
            list="search"
            firstPosition={(state.page - 1) * searchPageSize + 1}
            maxColumns={5}
          />
        </ProductBoxContext>
      ) : null}
      <Pagination
        page={state.page}
        pageCount={products.pageCount}
        hrefForPage={(page) => searchHref(locale, { ...state, page })}
        labels={{
          navigation: t`Result pages`,
          previous: t`Previous`,
          next: t`Next`,
          page: (page) => t`Page ${page}`,
        }}
      />
    </section>
  );
}
