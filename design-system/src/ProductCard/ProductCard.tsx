import { useState } from 'react';
import type { ReactNode } from 'react';
import { Availability } from '../Availability/Availability.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { BadgeList } from '../Badge/BadgeList.tsx';
import { Heading } from '../Heading/Heading.tsx';
import type { HeadingLevel } from '../Heading/headingVariants.ts';
import { AppLink } from '../LinkProvider/LinkProvider.tsx';
import { Rating } from '../Rating/Rating.tsx';
import { cx } from '../styles/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './ProductCard.css.ts';
import type { ProductCardLayout } from './productCardLayouts.ts';
import { ProductCardMedia } from './ProductCardMedia.tsx';
import { ProductCardPrice } from './ProductCardPrice.tsx';
import { defaultProductCardLabels } from './productCardTypes.ts';
import type {
  ProductCardAvailability,
  ProductCardBadge,
  ProductCardImage,
  ProductCardLabels,
  ProductCardPrice as ProductCardPriceData,
  ProductCardRating,
  ProductCardVariant,
} from './productCardTypes.ts';
import { ProductCardVariants } from './ProductCardVariants.tsx';
import { productTagList } from './productTags.ts';
import type { ProductTags } from './productTags.ts';

export interface ProductCardProps {
  name: string;
  /** The product page; the name links there and the link covers the whole card. */
  href?: string;
  image?: ProductCardImage;
  /** Shown over `image` while a mouse is on the card (`content.product_box_hover_image`). */
  hoverImage?: ProductCardImage;
  price: ProductCardPriceData;
  tags?: ProductTags;
  /** The shop's own labels after the tags ("New", "Tip"), already translated. */
  badges?: readonly ProductCardBadge[];
  rating?: ProductCardRating;
  /** Stars in the rating, from the theme settings (spec §9). */
  ratingMax?: number;
  availability?: ProductCardAvailability;
  /** Theme maximum for the shown stock (spec §9); 0 or none shows the real count. */
  maxStock?: number;
  variants?: readonly ProductCardVariant[];
  /** The add-to-cart control (a form or button the app owns). */
  addToCart?: ReactNode;
  /** The wish-list heart (shown only to logged-in shoppers, so the app decides). */
  wishList?: ReactNode;
  layout?: ProductCardLayout;
  /** Outline level of the name; 3 under a listing's h2 by default. */
  headingLevel?: HeadingLevel;
  /** Above the fold: the picture loads at once instead of lazily. */
  priority?: boolean;
  /** `sizes` of the picture, when the card sits in a layout ProductGrid does not know. */
  imageSizes?: string;
  /** Translated words; English by default. */
  labels?: Partial<ProductCardLabels>;
  className?: string;
}

/** A product in a listing: picture, tags, name, rating, variants, availability, price, actions. */
export function ProductCard({
  name,
  href,
  image,
  hoverImage,
  price,
  tags = {},
  badges = [],
  rating,
  ratingMax,
  availability,
  maxStock,
  variants = [],
  addToCart,
  wishList,
  layout = 'card',
  headingLevel = 3,
  priority,
  imageSizes,
  labels: labelOverrides,
  className,
}: ProductCardProps) {
  // The hover picture is requested once a mouse first enters the card, so a listing does not
  // download two pictures per product up front; touch never shows it.
  const [showHover, setShowHover] = useState(false);
  const labels = { ...defaultProductCardLabels, ...labelOverrides };
  const tagList = productTagList(tags, labels);
  const discount = tagList.find((tag) => tag.key === 'discount');
  const otherTags = tagList.filter((tag) => tag !== discount);
  const area = styles.area;
  return (
    <article
      className={cx(styles.card, styles.layout[layout], styles.focusWithin, className)}
      data-layout={layout}
      onPointerEnter={
        hoverImage && !showHover
          ? (event) => event.pointerType === 'mouse' && setShowHover(true)
          : undefined
      }
    >
      <ProductCardMedia
        image={image}
        hoverImage={hoverImage}
        layout={layout}
        sizes={imageSizes}
        priority={priority}
        showHover={showHover}
        start={
          discount ? (
            <Badge variant="discount" size={layout === 'compact' ? 'small' : 'standard'}>
              <VisuallyHidden>{`${labels.discount} `}</VisuallyHidden>
              {discount.label}
            </Badge>
          ) : null
        }
      />
      {otherTags.length + badges.length > 0 ? (
        <div className={area.tags}>
          <BadgeList>
            {otherTags.map((tag) => (
              <Badge key={tag.key} variant={tag.variant} size="small">
                {tag.label}
              </Badge>
            ))}
            {badges.map((badge, index) => (
              <Badge key={index} variant={badge.variant} size="small">
                {badge.label}
              </Badge>
            ))}
          </BadgeList>
        </div>
      ) : null}
      <Heading level={headingLevel} className={cx(area.name, styles.name)}>
        {href ? (
          <AppLink href={href} className={cx(styles.nameLink, styles.nameClamp)}>
            {name}
          </AppLink>
        ) : (
          // No page to go to (a preview, or an address the app refused): the name as text.
          <span className={styles.nameClamp}>{name}</span>
        )}
      </Heading>
      {wishList && layout !== 'compact' ? (
        // After the name in reading and tab order, drawn over the picture's corner.
        <div className={styles.wishList}>{wishList}</div>
      ) : null}
      {rating ? (
        <div className={cx(area.rating, styles.ratingRow)}>
          <Rating value={rating.value} max={ratingMax} size="small" label={labels.rating} />
          {rating.count !== undefined ? (
            <span>
              <span aria-hidden="true">({rating.count})</span>
              <VisuallyHidden>{labels.reviews(rating.count)}</VisuallyHidden>
            </span>
          ) : null}
        </div>
      ) : null}
      {layout !== 'compact' && variants.length > 1 ? (
        <ProductCardVariants
          variants={variants}
          label={labels.variants(variants.length)}
          className={area.variants}
        />
      ) : null}
      {availability ? (
        <div className={cx(area.availability, styles.bottom)}>
          <Availability
            status={availability.status}
            stock={availability.stock}
            maxStock={maxStock}
            unit={availability.unit}
            deliveryText={availability.deliveryText}
            labels={labels.availability}
          />
        </div>
      ) : null}
      <ProductCardPrice
        price={price}
        originalLabel={labels.originalPrice}
        className={cx(area.price, styles.bottom)}
      />
      {addToCart || (layout === 'compact' && wishList) ? (
        <div className={cx(area.actions, styles.actions)}>
          {addToCart}
          {/* A compact card's picture is too small to carry the heart over it. */}
          {layout === 'compact' ? wishList : null}
        </div>
      ) : null}
    </article>
  );
}
