import { useLingui } from '@lingui/react/macro';
import type { Cart, Currency } from '@vitrina/contracts/store';
import { Button, FormField, formatPrice, Price, TextField } from '@vitrina/design-system';
import { useId } from 'react';
import { Form } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { cartErrorMessage, type CartError } from '../cart/cartMessages.ts';
import * as styles from './CartPage.css.ts';

/** The promo code: a plain form to apply one, or the applied code with its remove button. */
function CouponForm(props: { cart: Cart; error: CartError | null; busy: boolean }) {
  const { t, i18n } = useLingui();
  const { coupon } = props.cart;
  if (coupon) {
    return (
      <Form method="post" preventScrollReset className={styles.couponApplied}>
        <input type="hidden" name="intent" value="removeCoupon" />
        <span>
          {t`Promo code`} <strong>{coupon.code}</strong>
        </span>
        <Button type="submit" size="small" color="ghost" disabled={props.busy}>
          {t`Remove promo code`}
        </Button>
      </Form>
    );
  }
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="applyCoupon" />
      <FormField
        label={t`Promo code`}
        error={props.error ? cartErrorMessage(i18n, props.error) : undefined}
      >
        {/* The button beside the input, the error under both. */}
        <div className={styles.couponRow}>
          <TextField
            name="couponCode"
            size="small"
            autoComplete="off"
            maxLength={64}
            className={styles.couponInput}
          />
          <Button type="submit" size="small" color="secondary" disabled={props.busy}>
            {t`Apply`}
          </Button>
        </div>
      </FormField>
    </Form>
  );
}

/** How far the items are from free shipping (the currency's threshold, after the coupon). */
function FreeShipping(props: { cart: Cart; currency: Currency }) {
  const { t } = useLingui();
  const textId = useId();
  const { freeShippingAt, itemsWithTax, discountWithTax } = props.cart.prices;
  if (freeShippingAt === null || freeShippingAt <= 0) return null;
  const reached = Math.max(0, itemsWithTax - discountWithTax);
  const missing = freeShippingAt - reached;
  const rest = formatPrice(missing, props.currency);
  return (
    <div className={styles.freeShipping}>
      <p id={textId} className={styles.freeShippingText}>
        {missing <= 0 ? t`You have free shipping.` : t`Buy for ${rest} more and shipping is free.`}
      </p>
      {/* A native bar: the page's CSP allows no inline style for a width. */}
      <progress
        className={styles.track}
        value={Math.min(reached, freeShippingAt)}
        max={freeShippingAt}
        aria-labelledby={textId}
      />
    </div>
  );
}

/**
 * The cart's totals as the back end computed them (spec §3 Cart prices), the promo code, the
 * free-shipping progress and the way on to shipping and payment — unless the minimum order value
 * is not reached yet.
 */
export function CartSummary(props: {
  cart: Cart;
  currency: Currency;
  couponError: CartError | null;
  busy: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { cart, currency } = props;
  const { prices } = cart;
  const minimum = prices.orderMinimumValue;
  return (
    <aside className={styles.summary} aria-label={t`Order summary`}>
      <CouponForm cart={cart} error={props.couponError} busy={props.busy} />
      <FreeShipping cart={cart} currency={currency} />
      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>{t`Items`}</dt>
          <dd>
            <Price amount={prices.itemsWithTax} currency={currency} size="small" />
          </dd>
        </div>
        {prices.discountWithTax > 0 ? (
          <div className={styles.totalRow}>
            <dt>{t`Discount`}</dt>
            <dd>−{formatPrice(prices.discountWithTax, currency)}</dd>
          </div>
        ) : null}
        {prices.creditsWithTax > 0 ? (
          <div className={styles.totalRow}>
            <dt>{t`Credits`}</dt>
            <dd>−{formatPrice(prices.creditsWithTax, currency)}</dd>
          </div>
        ) : null}
        <div className={styles.grandTotal}>
          <dt>{t`Total`}</dt>
          <dd data-testid="cart-total">
            <Price amount={prices.totalWithTax} currency={currency} size="large" />
          </dd>
        </div>
        <div className={styles.totalRow}>
          <dt className={styles.muted}>{t`Without VAT`}</dt>
          <dd className={styles.muted}>{formatPrice(prices.totalWithoutTax, currency)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{t`Shipping and payment are chosen in the next step.`}</p>
      {prices.meetsOrderMinimum || minimum === null ? (
        <Button
          href={routePath('checkout-methods', {}, locale)}
          size="large"
          className={styles.continueButton}
        >
          {t`Continue to shipping and payment`}
        </Button>
      ) : (
        <p role="status" className={styles.minimum}>
          {t`The minimum order is ${formatPrice(minimum, currency)}.`}
        </p>
      )}
    </aside>
  );
}
