import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Pagination, ProductGrid, type CurrencyFormat } from '@vitrina/design-system';
import { useProductImpressions } from '../../analytics/productTracking.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import type { ProductResults } from './search.server.ts';
import { SearchProductCard } from './SearchProductCard.tsx';
import * as styles from './SearchPage.css.ts';
import { SearchSortLinks } from './SearchSortLinks.tsx';
import { searchHref, type SearchUrlState } from './searchUrl.ts';

/** Cards in the first row (up to 5 on a desktop) load their pictures at once. */
const priorityCards = 5;

export function SearchProducts(props: {
  state: SearchUrlState;
  products: ProductResults;
  currency: CurrencyFormat;
  imageBase: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { state, products } = props;
  useProductImpressions(
    'search',
    products.items.map((product) => ({
      id: String(product.id),
      name: product.name,
      brand: product.brand?.title,
      category: product.categoryName,
      price: product.prices.unitWithTax,
      currency: props.currency.code,
    })),
  );
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
      <ProductGrid maxColumns={5}>
        {products.items.map((product, index) => (
          <SearchProductCard
            key={product.id}
            product={product}
            currency={props.currency}
            imageBase={props.imageBase}
            priority={index < priorityCards}
          />
        ))}
      </ProductGrid>
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
