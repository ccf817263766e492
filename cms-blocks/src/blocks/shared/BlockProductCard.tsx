import { availabilityStatuses, badgeVariants, ProductCard } from '@vitrina/design-system';
import type { HeadingLevel, ProductCardImage, ProductCardLayout } from '@vitrina/design-system';
import { useContentSettings } from '../../content/contentContext.ts';
import { oneOf, oneOfOrUndefined } from '../../RichText/attrs.ts';
import { safeImageSrc, safeUrl } from '../../RichText/safeUrl.ts';
import type { CardImage, ProductCardData } from './blockData.ts';
import { useBlocksContext } from './BlocksContext.ts';
import { blockMessages } from './messages.ts';
import { productCardLabels } from './productCardLabels.ts';

/** A store picture for the card, or nothing when its address is not a safe image URL. */
function cardImage(image: CardImage | undefined): ProductCardImage | undefined {
  const src = image ? safeImageSrc(image.url) : null;
  if (!image || !src) return undefined;
  const placeholder = image.placeholderUrl ? safeImageSrc(image.placeholderUrl) : null;
  return { src, alt: image.alt ?? '', placeholderSrc: placeholder ?? undefined };
}

interface BlockProductCardProps {
  product: ProductCardData;
  headingLevel: HeadingLevel;
  layout?: ProductCardLayout;
}

/**
 * The design system's product card from resolved store data. The data is the app's, but it still
 * comes from merchants: addresses, badge looks and states are checked like content.
 */
export function BlockProductCard({ product, headingLevel, layout }: BlockProductCardProps) {
  const { locale } = useContentSettings();
  const { productActions, productBox } = useBlocksContext();
  const { availability } = product;
  const actions = productActions?.(product) ?? {};
  return (
    <ProductCard
      name={product.name}
      href={safeUrl(product.url) ?? undefined}
      image={cardImage(product.image)}
      hoverImage={cardImage(product.hoverImage)}
      price={product.price}
      tags={product.tags}
      badges={product.badges?.map((badge) => ({
        label: badge.label,
        variant: oneOfOrUndefined(badge.variant, badgeVariants),
      }))}
      rating={product.rating}
      ratingMax={productBox?.ratingStars}
      availability={
        availability && {
          ...availability,
          // An unknown state reads as "on order"; the unit defaults to the locale's pieces.
          status: oneOf(availability.status, availabilityStatuses, 'onOrder'),
          unit: availability.unit ?? blockMessages[locale].unit,
        }
      }
      maxStock={productBox?.maxStock}
      variants={product.variants?.map((variant) => ({
        id: variant.id,
        name: variant.name,
        image: cardImage(variant.image),
        href: variant.url ? (safeUrl(variant.url) ?? undefined) : undefined,
        active: variant.active,
      }))}
      addToCart={actions.addToCart}
      wishList={actions.wishList}
      layout={layout}
      headingLevel={headingLevel}
      labels={productCardLabels(locale)}
    />
  );
}
