import {
  Availability,
  availabilityStatuses,
  Badge,
  BadgeList,
  badgeVariants,
  Heading,
  Image,
  Link,
  Price,
} from '@vitrina/design-system';
import type { HeadingLevel } from '@vitrina/design-system';
import { useContentSettings } from '../content/contentContext.ts';
import { oneOf, oneOfOrUndefined } from '../RichText/attrs.ts';
import { safeImageSrc, safeUrl } from '../RichText/safeUrl.ts';
import type { ProductCardData } from './blockData.ts';
import * as styles from './blocks.css.ts';
import { blockMessages } from './messages.ts';

interface ProductCardProps {
  product: ProductCardData;
  headingLevel: HeadingLevel;
  /** `box`: compact, image beside the text (productBoxes). */
  layout?: 'card' | 'box';
}

/** A product tile from resolved store data: picture, tags, name, availability and price. */
export function ProductCard({ product, headingLevel, layout = 'card' }: ProductCardProps) {
  const { locale } = useContentSettings();
  const messages = blockMessages[locale];
  const href = safeUrl(product.url);
  const src = product.image ? safeImageSrc(product.image.url) : null;
  const size = layout === 'box' ? 96 : 320;
  const { availability } = product;
  return (
    <article className={layout === 'box' ? styles.productBox : styles.card}>
      {src ? (
        <Image
          src={src}
          // The name is the link text right below, so the picture itself is decorative by default.
          alt={product.image?.alt ?? ''}
          width={size}
          height={size}
          fit="contain"
          layout={layout === 'box' ? 'fixed' : 'fill'}
          className={layout === 'box' ? styles.boxImage : styles.cardImage}
        />
      ) : null}
      <div className={styles.block}>
        {product.badges?.length ? (
          <BadgeList>
            {product.badges.map((badge, index) => (
              <Badge
                key={index}
                variant={oneOfOrUndefined(badge.variant, badgeVariants)}
                size="small"
              >
                {badge.label}
              </Badge>
            ))}
          </BadgeList>
        ) : null}
        <Heading level={headingLevel} variant={5} className={styles.cardTitle}>
          {href ? (
            <Link href={href} tone="inherit" underline="hover">
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </Heading>
        {availability ? (
          <Availability
            // Merchant data, but checked like content: an unknown state reads as "on order".
            status={oneOf(availability.status, availabilityStatuses, 'onOrder')}
            stock={availability.stock}
            unit={availability.unit ?? messages.unit}
            deliveryText={availability.deliveryText}
            labels={{
              inStock: messages.inStock,
              outOfStock: messages.outOfStock,
              onOrder: messages.onOrder,
            }}
          />
        ) : null}
        <Price
          className={styles.cardPrice}
          amount={product.price.amount}
          originalAmount={product.price.originalAmount}
          originalLabel={messages.originalPrice}
          currency={product.price.currency}
        />
      </div>
    </article>
  );
}
