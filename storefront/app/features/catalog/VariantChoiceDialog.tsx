import { useLingui } from '@lingui/react/macro';
import { Button, Price } from '@vitrina/design-system';
import type { VariantChooser } from '../cart/AddToCartFetcherForm.tsx';
import { imageSource } from '../../ui/imageUrl.ts';
import { LazyDialog } from '../../ui/LazyDialog.tsx';
import { Thumbnail } from '../../ui/Thumbnail.tsx';
import { visuallyHiddenText } from '../../ui/visuallyHidden.css.ts';
import type { ProductBoxVariant } from './productBox.ts';
import { useProductBoxContext } from './ProductBoxContext.ts';
import * as styles from './VariantChoiceDialog.css.ts';

/**
 * A listing's "add to cart" for a product with several variants (issue 17): a Radix dialog (the
 * design system's) listing each variant with its picture, price and stock; choosing one adds it
 * through the box's add-to-cart fetcher, and the added dialog follows. A variant that cannot be
 * ordered has its button disabled and says "Not in stock".
 */
export function VariantChoiceDialog(props: {
  chooser: VariantChooser;
  productName: string;
  variants: readonly ProductBoxVariant[];
}) {
  const { t } = useLingui();
  const { settings, currency, imageBase } = useProductBoxContext();
  const { chooser } = props;
  return (
    <LazyDialog
      open={chooser.open}
      onOpenChange={chooser.onOpenChange}
      title={t`Choose a variant`}
      description={props.productName}
      closeLabel={t`Close`}
    >
      <ul className={styles.list}>
        {props.variants.map((variant) => {
          const src = imageSource(imageBase, variant.image);
          const reasonId = `variant-${variant.id}-reason`;
          return (
            <li key={variant.id} className={styles.row}>
              <span className={styles.picture}>
                <Thumbnail src={src} size={48} />
              </span>
              <span className={styles.about}>
                <span className={styles.name}>{variant.name}</span>
                {variant.block ? (
                  <span id={reasonId} className={styles.unavailable}>{t`Not in stock`}</span>
                ) : (
                  <span className={styles.stock}>{variant.availability}</span>
                )}
              </span>
              <Price
                amount={variant.amount}
                currency={currency}
                size="small"
                vatLabel={settings.withoutVat ? t`excl. VAT` : undefined}
                className={styles.price}
              />
              <Button
                size="small"
                className={styles.action}
                disabled={variant.block !== null}
                aria-describedby={variant.block ? reasonId : undefined}
                onClick={() => chooser.choose(variant)}
              >
                {t`To cart`}
                <span className={visuallyHiddenText}>{` ${variant.name}`}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </LazyDialog>
  );
}
