import { useLingui } from '@lingui/react/macro';
import { Button } from '@vitrina/design-system';
import { AddToCartFetcherForm } from '../cart/AddToCartFetcherForm.tsx';
import { AddToCartSubmit } from '../cart/AddToCartSubmit.tsx';
import type { AddToCartBlock } from '../cart/addToCartState.ts';
import * as styles from './ProductBox.css.ts';

/**
 * A product box's add-to-cart: a real form posting the active variant and one piece, so it works
 * without JavaScript; with a script it opens the added dialog. Disabled per spec §5.
 */
export function BoxAddToCart(props: {
  variantId: number | null;
  block: AddToCartBlock;
  productName: string;
}) {
  const { t } = useLingui();
  return (
    <AddToCartFetcherForm productName={props.productName} className={styles.cartForm}>
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
