import { useLingui } from '@lingui/react/macro';
import { Button, QuantityStepper } from '@vitrina/design-system';
import { AddToCartFetcherForm } from '../cart/AddToCartFetcherForm.tsx';
import { AddToCartSubmit } from '../cart/AddToCartSubmit.tsx';
import type { AddToCartBlock } from '../cart/addToCartState.ts';
import { AddedCrossSell } from '../catalog/recommendations/FetchedRecommendationRail.tsx';
import * as styles from './AddToCartForm.css.ts';

/**
 * A real form (no JavaScript needed) posting the variant id and quantity; with a script it stays
 * on the page and opens the added dialog. Disabled per spec §5 (AddToCartSubmit).
 */
export function AddToCartForm(props: {
  productId: number;
  variantId: number | null;
  block: AddToCartBlock;
  forCredits: boolean;
  productName: string;
}) {
  const { t } = useLingui();
  return (
    <AddToCartFetcherForm
      productName={props.productName}
      className={styles.form}
      addedExtra={<AddedCrossSell productId={props.productId} />}
    >
      {(status) => (
        <>
          {props.variantId ? <input type="hidden" name="id" value={props.variantId} /> : null}
          {props.forCredits ? <input type="hidden" name="forCredits" value="true" /> : null}
          <QuantityStepper
            name="quantity"
            defaultValue={1}
            min={1}
            max={999}
            aria-label={t`Quantity`}
            decrementLabel={t`Decrease quantity`}
            incrementLabel={t`Increase quantity`}
            disabled={props.block !== null}
            className={styles.quantity}
          />
          <AddToCartSubmit
            block={props.block}
            loading={status === 'loading'}
            wrapClassName={styles.disabledWrap}
            button={(state) => (
              <Button
                type="submit"
                color="primary"
                size="large"
                className={styles.button}
                {...state}
              >
                {props.forCredits ? t`Buy for credits` : t`Add to cart`}
              </Button>
            )}
          />
        </>
      )}
    </AddToCartFetcherForm>
  );
}
