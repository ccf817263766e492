import { useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '@vitrina/contracts/content';
import {
  AppLink,
  Badge,
  BadgeList,
  Container,
  Price,
  Rating,
  Skeleton,
} from '@vitrina/design-system';
import { Suspense, type ReactNode } from 'react';
import { Await, useLocation } from 'react-router';
import { useReportOnce } from '../../analytics/reportOnce.ts';
import { track } from '../../analytics/tracker.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { DocumentTitle } from '../../ui/DocumentTitle.tsx';
import { imageSource } from '../../ui/imageUrl.ts';
import { BreadcrumbTrail } from '../../ui/BreadcrumbTrail.tsx';
import { JsonLd } from '../../ui/JsonLd.tsx';
import { ProductBoxContext } from '../catalog/ProductBoxContext.ts';
import { RecommendationRail } from '../catalog/recommendations/RecommendationRail.tsx';
import { ProductListing } from '../catalog/ProductListing.tsx';
import { trackedProduct } from '../catalog/trackedProduct.ts';
import { AddToCartForm } from './AddToCartForm.tsx';
import { addToCartBlock } from '../cart/addToCartState.ts';
import { CompareToggle } from '../catalog/compare/CompareToggle.tsx';
import { DeliveryInfo } from './DeliveryInfo.tsx';
import { LastVisited } from './LastVisited.tsx';
import { ParametersTable } from './ParametersTable.tsx';
import type { ProductPageData } from './product.server.ts';
import { ProductGalleryArea } from './ProductGalleryArea.tsx';
import { productJsonLd } from './productJsonLd.ts';
import * as styles from './ProductPage.css.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { ReviewsSection, useRatingLabel } from './ReviewsSection.tsx';
import { StockPanel } from './StockPanel.tsx';
import { variantSearch, VariantPicker } from './VariantPicker.tsx';
import { WatchdogForm } from './WatchdogForm.tsx';

/** Pictures of the chosen variant first, then the product's own, each once. */
function galleryKeys(product: CatalogProduct, variantImage: string | null | undefined): string[] {
  return [...new Set([variantImage, ...product.images].filter((key): key is string => !!key))];
}

/**
 * The product detail page (spec §2 `product-slug`). `actions` are buttons of higher features
 * beside the compare toggle (the favourites heart), passed in by the route module.
 */
export function ProductPage({
  data,
  actions,
  reviewLoginPath = null,
  watchEmail = '',
}: {
  data: ProductPageData;
  actions?: ReactNode;
  /** For a guest, the login page that comes back here; null lets a signed-in shopper review. */
  reviewLoginPath?: string | null;
  /** The signed-in shopper's e-mail for the watchdog form; empty for a guest. */
  watchEmail?: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { search } = useLocation();
  const ratingLabel = useRatingLabel();
  const { product, currency, imageBase, forCredits } = data;
  const variant = product.variants.find((candidate) => candidate.id === data.variantId);
  const prices = variant?.prices ?? product.prices;
  const path = routePath('product-slug', { slug: product.slugs[locale] ?? product.slug }, locale);
  const canonical = data.publicOrigin + path;
  const summary = data.reviews?.summary;
  // Once per product shown (another product in the same route is a new view; a variant is not).
  useReportOnce(String(product.id), () =>
    track('product.page_view', { product: trackedProduct(product, currency.code) }),
  );
  const block = addToCartBlock({
    variantRequired: product.hasVariants,
    variant: variant
      ? { unitWithTax: variant.prices.unitWithTax, isAvailable: variant.availability.isAvailable }
      : null,
    saleable: product.visibility.saleable,
  });
  const keptSearch = new URLSearchParams(search);
  keptSearch.delete('reviews_page');
  keptSearch.delete('reviews_sort');
  keptSearch.delete('review');
  keptSearch.delete('watch');
  const nPlusOne = product.discounts.find((discount) => discount.active && discount.isNPlusOne);
  const imageUrls = galleryKeys(product, variant?.mainImage).flatMap((key) => {
    const src = imageSource(imageBase, key);
    return src ? [src(1000)] : [];
  });
  return (
    <Container>
      <DocumentTitle title={product.name} />
      {product.perex ? <meta name="description" content={product.perex} /> : null}
      <link rel="canonical" href={canonical} />
      <JsonLd
        data={productJsonLd({
          product,
          url: canonical,
          variantUrl: (offer) => canonical + variantSearch(offer.id, false),
          imageUrls,
          rating: { average: summary?.averageRating ?? null, count: summary?.count ?? 0 },
        })}
      />
      <BreadcrumbTrail
        items={[
          { label: t`Home`, href: routePath('index', {}, locale) },
          ...(data.categoryTrail ??
            product.categoryFullname.split(' > ').map((label) => ({ label }))),
          { label: product.name },
        ]}
        origin={data.publicOrigin}
        pageUrl={canonical}
      />
      <div className={styles.top} id="product-top">
        <ProductGalleryArea
          imageBase={imageBase}
          fileKeys={galleryKeys(product, variant?.mainImage)}
          name={product.name}
        />
        <div className={styles.buyBox}>
          <h1 className={styles.title}>{variant?.fullname ?? product.name}</h1>
          <div className={styles.meta}>
            {product.brand ? (
              <span>
                {t`Brand`}: <strong>{product.brand.title}</strong>
              </span>
            ) : null}
            {summary && summary.count > 0 && summary.averageRating !== null ? (
              <a href="#reviews" className={styles.metaLink}>
                <Rating value={summary.averageRating} size="small" label={ratingLabel} />
                {t`Reviews (${summary.count})`}
              </a>
            ) : null}
            <span>
              {t`Code`}: {variant?.catalogCode ?? product.code}
            </span>
          </div>
          {product.perex ? <p className={styles.perex}>{product.perex}</p> : null}
          <BadgeList>
            {prices.percentageDiscount > 0 ? (
              <Badge variant="discount">{`−${prices.percentageDiscount} %`}</Badge>
            ) : null}
            {product.freeShipping ? <Badge variant="freeDelivery">{t`Free delivery`}</Badge> : null}
            {nPlusOne?.buyQuantity ? (
              <Badge variant="quantityDiscount">{`${nPlusOne.buyQuantity}+1`}</Badge>
            ) : null}
            {product.gifts.length > 0 ? <Badge variant="gift">{t`Gift`}</Badge> : null}
            {!product.visibility.saleable ? (
              <Badge variant="notSaleable">{t`Not for sale`}</Badge>
            ) : null}
          </BadgeList>
          <VariantPicker variants={product.variants} current={variant} forCredits={forCredits} />
          <div className={styles.panel}>
            <Price
              amount={prices.unitWithTax}
              originalAmount={prices.originalWithTax ?? undefined}
              originalLabel={t`Original price`}
              currency={currency}
              size="large"
              vatLabel={t`incl. VAT`}
            />
            {variant ? <StockPanel variant={variant} /> : null}
            <DeliveryInfo estimate={data.delivery} />
            {forCredits ? (
              <p className={styles.muted}>{t`You are buying with loyalty credits.`}</p>
            ) : null}
            <AddToCartForm
              productId={product.id}
              variantId={variant?.id ?? null}
              block={block}
              forCredits={forCredits}
              productName={variant?.fullname ?? product.name}
            />
            <div className={styles.purchase}>
              <CompareToggle productId={product.id} productName={product.name} />
              {actions}
            </div>
          </div>
          <WatchdogForm
            productId={product.id}
            inStock={product.availability.isAvailable}
            email={watchEmail}
            currencySymbol={currency.symbol}
          />
          {product.gifts.length > 0 || product.discounts.some((d) => d.active) ? (
            <div className={styles.panel}>
              {product.discounts
                .filter((discount) => discount.active)
                .map((discount) => (
                  <p key={discount.id} className={styles.muted}>
                    {discount.name}
                  </p>
                ))}
              {product.gifts.length > 0 ? (
                <>
                  <strong>{t`Free gift with this product`}</strong>
                  <ul className={styles.list}>
                    {product.gifts.map((gift) => (
                      <li key={gift.id}>
                        <AppLink href={routePath('product-slug', { slug: gift.slug }, locale)}>
                          {gift.name}
                        </AppLink>
                        {gift.availability.isAvailable ? null : (
                          <span className={styles.muted}>{` (${t`while stocks last`})`}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      {data.description.length > 0 ? (
        <section className={styles.section} aria-labelledby="description-title">
          <h2 id="description-title" className={styles.sectionTitle}>{t`Description`}</h2>
          <div className={styles.prose}>
            {data.description.map((block, index) =>
              block.kind === 'heading' ? (
                <h3 key={index}>{block.text}</h3>
              ) : block.kind === 'item' ? (
                <p key={index}>{`• ${block.text}`}</p>
              ) : (
                <p key={index}>{block.text}</p>
              ),
            )}
          </div>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="parameters-title">
        <h2 id="parameters-title" className={styles.sectionTitle}>{t`Parameters`}</h2>
        <ParametersTable parameters={data.parameters} />
      </section>
      <section className={styles.section} id="reviews" aria-labelledby="reviews-title">
        <h2 id="reviews-title" className={styles.sectionTitle}>{t`Reviews`}</h2>
        <ReviewsSection
          reviews={data.reviews}
          request={data.reviewsRequest}
          keptSearch={keptSearch.toString()}
        />
        <ReviewForm productId={product.id} loginPath={reviewLoginPath} />
      </section>
      <Suspense fallback={<Skeleton shape="box" height={320} />}>
        <Await resolve={data.alternatives} errorElement={null}>
          {(alternatives) =>
            alternatives && alternatives.length > 0 ? (
              <section className={styles.section} aria-labelledby="alternatives-title">
                <h2 id="alternatives-title" className={styles.sectionTitle}>{t`Alternatives`}</h2>
                <ProductBoxContext value={data.productBox}>
                  <ProductListing products={alternatives} list="alternatives" />
                </ProductBoxContext>
              </section>
            ) : null
          }
        </Await>
      </Suspense>
      <RecommendationRail
        placement="productRelated"
        products={data.related}
        productBox={data.productBox}
      />
      <RecommendationRail
        placement="productCrossSell"
        products={data.crossSell}
        productBox={data.productBox}
      />
      <LastVisited
        current={{
          id: product.id,
          name: product.name,
          slugs: product.slugs,
          image: product.mainImage,
        }}
        imageBase={imageBase}
      />
    </Container>
  );
}
