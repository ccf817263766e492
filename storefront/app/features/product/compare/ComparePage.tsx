import { Plural, useLingui } from '@lingui/react/macro';
import { AppLink, Availability, EmptyState, Price } from '@vitrina/design-system';
import { useFetcher } from 'react-router';
import { useLocale } from '../../../i18n/useLocale.ts';
import { routePath } from '../../../routing/routePath.ts';
import { imageSource } from '../../../ui/imageUrl.ts';
import { PageShell } from '../../../ui/PageShell.tsx';
import type { ComparePageData } from './compare.server.ts';
import { compareActionPath } from '../../catalog/compare/CompareToggle.tsx';
import * as styles from './ComparePage.css.ts';
import { Thumbnail } from '../../../ui/Thumbnail.tsx';

type CompareProduct = ComparePageData['products'][number];

/** Takes one product out; with a script the page reloads its data in place. */
function RemoveButton({ product }: { product: CompareProduct }) {
  const { t } = useLingui();
  const locale = useLocale();
  const fetcher = useFetcher();
  return (
    <fetcher.Form
      method="post"
      action={compareActionPath}
      onSubmit={(event) => {
        // With a script the action answers the new list and the page's data reloads in place;
        // the return address is for a plain form post.
        event.preventDefault();
        void fetcher.submit(
          { productId: String(product.id), intent: 'remove' },
          { method: 'post', action: compareActionPath },
        );
      }}
    >
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="redirectTo" value={routePath('compare', {}, locale)} />
      <button type="submit" className={styles.remove} disabled={fetcher.state !== 'idle'}>
        {t`Remove`}
        <span className={styles.hidden}>{` ${product.name}`}</span>
      </button>
    </fetcher.Form>
  );
}

/**
 * Products side by side (spec §2 `/porovnat`): picture, price and availability, then one row per
 * parameter with differing rows marked; "only differences" is a link, so it works without a script.
 * On a phone the table scrolls sideways with the parameter names kept in view.
 */
export function ComparePage({ data }: { data: ComparePageData }) {
  const { t } = useLingui();
  const locale = useLocale();
  const title = t`Product comparison`;
  const { products, rows, onlyDifferences, currency, imageBase } = data;
  if (products.length === 0) {
    return (
      <PageShell title={title}>
        <EmptyState
          title={t`There is nothing to compare yet`}
          action={<AppLink href={routePath('index', {}, locale)}>{t`Continue shopping`}</AppLink>}
        >
          {t`Add products with the Compare button on their pages.`}
        </EmptyState>
      </PageShell>
    );
  }
  const shownRows = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const comparePath = routePath('compare', {}, locale);
  return (
    <PageShell title={title}>
      <p className={styles.toolbar}>
        <AppLink
          href={onlyDifferences ? comparePath : `${comparePath}?differences=1`}
          aria-current={onlyDifferences ? 'true' : undefined}
        >
          {onlyDifferences ? t`Show all parameters` : t`Show only differences`}
        </AppLink>
        <span className={styles.legend}>
          <span className={styles.legendSwatch} aria-hidden="true" />
          {t`Highlighted rows differ`}
        </span>
      </p>
      <div className={styles.scroller} role="region" aria-label={title} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            <Plural
              value={products.length}
              one="# product side by side"
              other="# products side by side"
            />
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {products.map((product) => {
                const src = imageSource(imageBase, product.mainImage);
                return (
                  <th key={product.id} scope="col" className={styles.productHead}>
                    <span className={styles.picture}>
                      <Thumbnail src={src} size={160} />
                    </span>
                    <AppLink href={routePath('product-slug', { slug: product.slug }, locale)}>
                      {product.name}
                    </AppLink>
                    <RemoveButton product={product} />
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={styles.rowHead}>{t`Price`}</th>
              {products.map((product) => (
                <td key={product.id} className={styles.cell}>
                  <Price
                    amount={product.prices.unitWithTax}
                    originalAmount={product.prices.originalWithTax ?? undefined}
                    currency={currency}
                    originalLabel={t`Original price`}
                  />
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className={styles.rowHead}>{t`Availability`}</th>
              {products.map((product) => (
                <td key={product.id} className={styles.cell}>
                  <Availability
                    as="span"
                    status={product.availability.isAvailable ? 'inStock' : 'outOfStock'}
                    labels={{
                      inStock: t`In stock`,
                      outOfStock: t`Out of stock`,
                      onOrder: t`At the supplier`,
                    }}
                  />
                </td>
              ))}
            </tr>
            {shownRows.map((row) => (
              <tr key={row.id} className={row.differs ? styles.differs : undefined}>
                <th scope="row" className={styles.rowHead}>
                  {row.title}
                  {row.differs ? <span className={styles.hidden}>{` (${t`differs`})`}</span> : null}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={products[index]?.id ?? index} className={styles.cell}>
                    {cell || <span aria-label={t`not given`}>–</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {onlyDifferences && shownRows.length === 0 ? (
        <p role="status">{t`The products do not differ in any parameter.`}</p>
      ) : null}
    </PageShell>
  );
}
