import { useLingui } from '@lingui/react/macro';
import { Button, Tooltip } from '@vitrina/design-system';
import { useId } from 'react';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { visuallyHiddenText } from '../../ui/visuallyHidden.css.ts';
import type { AddToCartBlock } from '../cart/addToCartState.ts';
import * as styles from './ProductBox.css.ts';

/** Where every add-to-cart form posts (routes/addToCart.ts). */
const addToCartPath = '/actions/add-to-cart';

/**
 * A product box's add-to-cart: a real form posting the active variant and one piece, so it works
 * without JavaScript. Disabled per spec §5 with the reason as tooltip and description; the
 * wrapper takes focus, since a disabled button cannot.
 */
export function BoxAddToCart(props: {
  variantId: number | null;
  block: AddToCartBlock;
  productName: string;
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
      size="small"
      disabled={reason !== null}
      aria-describedby={reason ? reasonId : undefined}
      aria-label={t`Add ${props.productName} to cart`}
      className={styles.cartButton}
    >
      {t`To cart`}
    </Button>
  );
  return (
    <form method="post" action={addToCartPath} className={styles.cartForm}>
      {props.variantId ? <input type="hidden" name="id" value={props.variantId} /> : null}
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="redirectTo" value={routePath('checkout', {}, locale)} />
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
