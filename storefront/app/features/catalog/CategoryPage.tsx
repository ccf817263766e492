import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { RichText, type RichTextDoc } from '@vitrina/cms-blocks';
import { AppLink, Button, Container, EmptyState, Pagination } from '@vitrina/design-system';
import { useLocation } from 'react-router';
import { useReportOnce } from '../../analytics/reportOnce.ts';
import { track } from '../../analytics/tracker.ts';
import { BreadcrumbTrail } from '../../ui/BreadcrumbTrail.tsx';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { siteName } from '../../ui/DocumentTitle.tsx';
import { ShopContent } from '../../ui/ShopContent.tsx';
import { CategoryBelow } from './CategoryBelow.tsx';
import type { CategoryPageData } from './category.server.ts';
import * as styles from './CategoryPage.css.ts';
import { FilterPanel, filterPanelId } from './listing/FilterPanel.tsx';
import { activeFilterLinks } from './listing/listingFilters.ts';
import { hasFilters, listingSearch, type ListingState } from './listing/listingState.ts';
import { SortLinks } from './listing/SortLinks.tsx';
import { ProductBoxContext } from './ProductBoxContext.ts';
import { ProductListing } from './ProductListing.tsx';

/** A store or virtual category (route `all`): filters beside the products, texts around them. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { state, basePath, products, meta } = data;
  const { currency } = data.productBox;
  const pageHref = (page: number) => basePath + listingSearch({ ...state, page });
  const priceLabel = priceRangeLabel(state, currency.symbol, t`from`, t`to`);
  const chips = activeFilterLinks(basePath, state, data.activeFilters, priceLabel, t`In stock`);
  const filtered = hasFilters(state);
  const documentTitle = state.page > 1 ? t`${meta.title} – page ${state.page}` : meta.title;
  // Once per listing address (a filter, sort or page is a new view; reloaded data is not).
  const { pathname, search } = useLocation();
  useReportOnce(`${data.categoryId}|${pathname}${search}`, () =>
    track('catalog.page_view', {
      categoryId: data.categoryId,
      name: data.title,
      path: pathname + search,
    }),
  );
  return (
    <ProductBoxContext value={data.productBox}>
      <ShopContent imageBase={data.imageBase}>
        <Container>
          <title>
            {documentTitle.endsWith(siteName) ? documentTitle : `${documentTitle} | ${siteName}`}
          </title>
          {meta.description ? <meta name="description" content={meta.description} /> : null}
          <link rel="canonical" href={meta.canonical} />
          {meta.robots ? <meta name="robots" content={meta.robots} /> : null}
          <BreadcrumbTrail
            items={[{ label: t`Home`, href: routePath('index', {}, locale) }, ...data.breadcrumbs]}
            origin={data.publicOrigin}
            pageUrl={data.publicOrigin + basePath}
          />
          <header className={styles.header}>
            <h1 className={styles.title}>{data.title}</h1>
            <span className={styles.count}>
              {t({
                message: plural(products.total, { one: '# product', other: '# products' }),
              })}
            </span>
          </header>
          {data.content?.description ? (
            <p className={styles.intro}>{data.content.description}</p>
          ) : null}
          {data.content?.above ? (
            // The editors' longer text stays one click away, so the products stay in view.
            <details className={styles.more}>
              <summary className={styles.moreSummary}>{t`More about this category`}</summary>
              <RichText content={data.content.above as RichTextDoc} />
            </details>
          ) : null}
          {data.subcategories.length > 0 || data.tags.length > 0 ? (
            <nav aria-label={t`Subcategories`}>
              <ul className={styles.chips}>
                {data.subcategories.map((child) => (
                  <li key={child.href}>
                    <AppLink href={child.href} className={styles.chip}>
                      {child.name}
                    </AppLink>
                  </li>
                ))}
                {data.tags.map((tag) => (
                  <li key={tag.href}>
                    <AppLink
                      href={tag.href}
                      className={styles.chip}
                      aria-current={tag.current ? 'page' : undefined}
                    >
                      {tag.title}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className={styles.layout}>
            <FilterPanel
              key={data.search}
              basePath={basePath}
              state={state}
              groups={data.filters}
              price={data.price}
              currency={currency}
            />
            <div className={styles.main} id="products">
              <div className={styles.toolbar}>
                {/* A plain link: the browser's own jump to #filters keeps the filters in the
                    address and sets :target, which opens the panel on phones; a router link
                    resolved "#filters" without the query and never set :target. */}
                <Button asChild color="outline" className={styles.filterToggle}>
                  <a href={`#${filterPanelId}`}>
                    {chips.length > 0 ? t`Filters (${chips.length})` : t`Filters`}
                  </a>
                </Button>
              </div>
              <SortLinks basePath={basePath} state={state} />
              {chips.length > 0 ? (
                <ul className={styles.chips} aria-label={t`Active filters`}>
                  {chips.map((chip) => (
                    <li key={chip.href}>
                      <AppLink
                        href={chip.href}
                        className={styles.chip}
                        aria-label={t`Remove filter ${chip.label}`}
                      >
                        {chip.label} <span aria-hidden="true">×</span>
                      </AppLink>
                    </li>
                  ))}
                  <li>
                    <AppLink href={basePath} className={styles.chip}>
                      {t`Clear all filters`}
                    </AppLink>
                  </li>
                </ul>
              ) : null}
              {products.items.length > 0 ? (
                <ProductListing
                  products={products.items}
                  list="category"
                  banners={data.banners}
                  firstPosition={(products.page - 1) * products.perPage + 1}
                />
              ) : (
                <EmptyState
                  icon="search"
                  title={t`No products match these filters`}
                  action={
                    filtered ? (
                      <Button href={basePath}>{t`Clear all filters`}</Button>
                    ) : (
                      <Button
                        href={routePath('index', {}, locale)}
                      >{t`Back to the home page`}</Button>
                    )
                  }
                >
                  {filtered
                    ? t`Try removing a filter or widening the price range.`
                    : t`This category has no products at the moment.`}
                </EmptyState>
              )}
              <Pagination
                page={products.page}
                pageCount={products.totalPages}
                hrefForPage={pageHref}
                labels={{
                  navigation: t`Pages`,
                  previous: t`Previous`,
                  next: t`Next`,
                  page: (page) => t`Page ${page}`,
                }}
              />
            </div>
          </div>
          {data.content ? <CategoryBelow content={data.content} /> : null}
        </Container>
      </ShopContent>
    </ProductBoxContext>
  );
}

/** "from 100 Kč to 500 Kč" for the price chip. */
function priceRangeLabel(state: ListingState, symbol: string, from: string, to: string): string {
  return [
    state.priceFrom !== null ? `${from} ${state.priceFrom} ${symbol}` : null,
    state.priceTo !== null ? `${to} ${state.priceTo} ${symbol}` : null,
  ]
    .filter(Boolean)
    .join(' ');
}
