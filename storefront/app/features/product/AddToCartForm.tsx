import { useLingui } from '@lingui/react/macro';
import { Button, QuantityStepper, Tooltip } from '@vitrina/design-system';
import { useId } from 'react';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { visuallyHiddenText } from '../../ui/visuallyHidden.css.ts';
import type { AddToCartBlock } from '../cart/addToCartState.ts';
import * as styles from './AddToCartForm.css.ts';

/** Where every add-to-cart form posts (routes/addToCart.ts). */
export const addToCartPath = '/actions/add-to-cart';

/**
 * A real form (no JavaScript needed) posting the variant id and quantity. Disabled per spec §5,
 * with the reason as a tooltip and as text for screen readers; the wrapper takes focus, since a
 * disabled button cannot.
 */
export function AddToCartForm(props: {
  variantId: number | null;
  block: AddToCartBlock;
  forCredits: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const reasonId = useId();
  const reason =
    props.block === 'selectVariant'
      ? t`Please select a variant`
      : props.block === 'notInStock'
        ? t`Not in stock`
        : null;
  const button = (
    <Button
      type="submit"
      color="primary"
      size="large"
      disabled={reason !== null}
      aria-describedby={reason ? reasonId : undefined}
      className={styles.button}
    >
      {props.forCredits ? t`Buy for credits` : t`Add to cart`}
    </Button>
  );
  return (
    <form method="post" action={addToCartPath} className={styles.form}>
      {props.variantId ? <input type="hidden" name="id" value={props.variantId} /> : null}
      <input type="hidden" name="redirectTo" value={routePath('checkout', {}, locale)} />
      {props.forCredits ? <input type="hidden" name="forCredits" value="true" /> : null}
      <QuantityStepper
        name="quantity"
        defaultValue={1}
        min={1}
        max={999}
        aria-label={t`Quantity`}
        decrementLabel={t`Decrease quantity`}
        incrementLabel={t`Increase quantity`}
        disabled={reason !== null}
        className={styles.quantity}
      />
      {reason ? (
        <>
          <Tooltip content={reason}>
            <span tabIndex={0} className={styles.disabledWrap}>
              {button}
            </span>
          </Tooltip>
          <span id={reasonId} className={visuallyHiddenText}>
            {reason}
          </span>
        </>
      ) : (
        button
      )}
    </form>
  );
}
