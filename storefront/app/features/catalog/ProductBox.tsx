import { useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '@vitrina/contracts/content';
import { ProductCard, type HeadingLevel, type ProductCardLayout } from '@vitrina/design-system';
import type { MouseEvent } from 'react';
import { trackProductClick } from '../../analytics/productTracking.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { useFeatureFlags } from '../../session/useFeatureFlags.ts';
import { imageSource } from '../../ui/imageUrl.ts';
import { BoxAddToCart } from './BoxAddToCart.tsx';
import { CompareToggle } from './compare/CompareToggle.tsx';
import { FavouriteToggle } from './favourites/FavouriteToggle.tsx';
import { productBoxFacts } from './productBox.ts';
import * as styles from './ProductBox.css.ts';
import { useProductBoxContext } from './ProductBoxContext.ts';
import { trackedProduct } from './trackedProduct.ts';
import { useProductCardLabels } from './useProductCardLabels.ts';

// Spec §9: variant thumbnails are 62×48, cropped to that shape.
const variantHeight = (width: number) => Math.round((width * 48) / 62);

export interface ProductBoxProps {
  product: CatalogProduct;
  /** Where the box is shown, for analytics (`category`, `homepage`, `related`…). */
  list: string;
  /** 1-based place in that list. */
  position?: number;
  headingLevel?: HeadingLevel;
  layout?: ProductCardLayout;
  /** Above the fold: the picture loads at once. */
  priority?: boolean;
}

/**
 * The shop's one product box (spec §9) for listings, search, content blocks and recommendations:
 * the design system's card filled from the store's product, with add-to-cart, compare and the
 * wish-list heart.
 */
export function ProductBox({
  product,
  list,
  position,
  headingLevel = 3,
  layout,
  priority,
}: ProductBoxProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const flags = useFeatureFlags();
  const labels = useProductCardLabels();
  const { settings, currency, imageBase } = useProductBoxContext();
  const facts = productBoxFacts(product, settings);
  const href = routePath('product-slug', { slug: product.slugs[locale] ?? product.slug }, locale);
  const src = imageSource(imageBase, product.mainImage);
  const hover = imageSource(imageBase, product.hoverImage);
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) {
      trackProductClick(list, trackedProduct(product, currency.code), position);
    }
  };
  return (
    // Clicks bubble here from the card's links (name and variant thumbnails) for analytics; the
    // wrapper takes no part in the grid's layout.
    <div onClick={onClick} className={styles.tracker}>
      <ProductCard
        name={product.name}
        href={href}
        image={src ? { src } : undefined}
        hoverImage={hover ? { src: hover } : undefined}
        price={{
          amount: facts.amount,
          originalAmount: facts.originalAmount,
          currency,
          vatLabel: settings.withoutVat ? t`excl. VAT` : undefined,
        }}
        tags={facts.tags}
        availability={facts.availability}
        maxStock={settings.maxStock}
        rating={facts.rating}
        ratingMax={settings.ratingStars}
        variants={facts.variants.map((variant) => {
          const thumb = imageSource(imageBase, variant.image, { height: variantHeight });
          return {
            id: String(variant.id),
            name: variant.name,
            image: thumb ? { src: thumb } : undefined,
            href: `${href}?variant_id=${variant.id}`,
            active: variant.active,
          };
        })}
        addToCart={
          <div className={styles.actions}>
            <BoxAddToCart
              productId={product.id}
              variantId={facts.variantId}
              block={facts.block}
              productName={product.name}
              variants={facts.variants}
            />
            {flags.compare ? (
              <CompareToggle productId={product.id} productName={product.name} />
            ) : null}
            <FavouriteToggle productId={product.id} />
          </div>
        }
        layout={layout}
        headingLevel={headingLevel}
        priority={priority}
        labels={labels}
      />
    </div>
  );
}
