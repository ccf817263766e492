import { Image } from '../Image/Image.tsx';
import { AppLink } from '../LinkProvider/LinkProvider.tsx';
import { cx } from '../styles/cx.ts';
import * as styles from './ProductCardVariants.css.ts';
import type { ProductCardVariant } from './productCardTypes.ts';
import { smallVariantThumbnail, variantThumbnail, variantsBox } from './variantsBox.ts';

interface ProductCardVariantsProps {
  variants: readonly ProductCardVariant[];
  /** "4 variants", already translated. */
  label: string;
  className?: string;
}

/**
 * The variants box of spec §9: the count, then one row of 62×48 thumbnails (the small style from
 * 20 variants). The thumbnails are a pointer shortcut to a variant and hidden from assistive tech:
 * the count is what is read, and the name link leads to the page where a variant is chosen.
 */
export function ProductCardVariants({ variants, label, className }: ProductCardVariantsProps) {
  const box = variantsBox(variants.length);
  const size = box.small ? 'small' : 'regular';
  const thumb = box.small ? smallVariantThumbnail : variantThumbnail;
  return (
    <div className={cx(styles.box, styles.boxWidth[box.width], className)}>
      <p className={styles.count}>{label}</p>
      <ul className={cx(styles.list, styles.listSize[size])} aria-hidden="true">
        {variants.slice(0, box.shown).map((variant) => {
          const content = variant.image ? (
            <Image
              src={variant.image.src}
              placeholderSrc={variant.image.placeholderSrc}
              alt=""
              width={thumb.width - 4}
              height={thumb.height - 4}
              fit="contain"
            />
          ) : (
            <span className={styles.thumbText}>{variant.name}</span>
          );
          const common = {
            className: cx(styles.thumb, styles.thumbSize[size]),
            title: variant.name,
            'aria-current': variant.active ? true : undefined,
          };
          return (
            <li key={variant.id}>
              {variant.href ? (
                <AppLink href={variant.href} tabIndex={-1} {...common}>
                  {content}
                </AppLink>
              ) : (
                <span {...common}>{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
