import { useLingui } from '@lingui/react/macro';
import { Button } from '@vitrina/design-system';
import { AddToCartFetcherForm } from '../cart/AddToCartFetcherForm.tsx';
import { AddToCartSubmit } from '../cart/AddToCartSubmit.tsx';
import type { AddToCartBlock } from '../cart/addToCartState.ts';
import type { ProductBoxVariant } from './productBox.ts';
import * as styles from './ProductBox.css.ts';
import { AddedCrossSell } from './recommendations/FetchedRecommendationRail.tsx';
import { VariantChoiceDialog } from './VariantChoiceDialog.tsx';

/**
 * A product box's add-to-cart: a real form posting the active variant and one piece, so it works
 * without JavaScript (a product with several variants then adds the box's active one; the
 * variant thumbnails lead to the product page to choose another). With a script it opens the
 * added dialog — first the variant-choice dialog when there are several variants. Disabled per
 * spec §5.
 */
export function BoxAddToCart(props: {
  productId: number;
  variantId: number | null;
  block: AddToCartBlock;
  productName: string;
  variants: readonly ProductBoxVariant[];
}) {
  const { t } = useLingui();
  const { variants, productName } = props;
  return (
    <AddToCartFetcherForm
      productName={productName}
      className={styles.cartForm}
      addedExtra={<AddedCrossSell productId={props.productId} />}
      chooseVariant={
        variants.length > 1
          ? (chooser) => (
              <VariantChoiceDialog
                chooser={chooser}
                productName={productName}
                variants={variants}
              />
            )
          : undefined
      }
    >
      {(status) => (
        <>
          {props.variantId ? <input type="hidden" name="id" value={props.variantId} /> : null}
          <input type="hidden" name="quantity" value="1" />
          <AddToCartSubmit
            block={props.block}
            loading={status === 'loading'}
            wrapClassName={styles.disabledWrap}
            button={(state) => (
              <Button
                type="submit"
                size="small"
                aria-label={t`Add ${props.productName} to cart`}
                aria-haspopup={variants.length > 1 ? 'dialog' : undefined}
                className={styles.cartButton}
                {...state}
              >
                {t`To cart`}
              </Button>
            )}
          />
        </>
      )}
    </AddToCartFetcherForm>
  );
}
