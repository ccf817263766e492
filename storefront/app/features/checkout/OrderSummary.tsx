import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Cart, Currency, OrderGift } from '@vitrina/contracts/store';
import { AppLink, Badge, formatPrice, Price } from '@vitrina/design-system';
import { useLocale } from '../../i18n/useLocale.ts';
import { formatDeliveryDate, slotWindow } from './methodsMessages.ts';
import { routePath } from '../../routing/routePath.ts';
import type { CheckedChoice } from './deliveryDetails.server.ts';
import * as styles from './DeliveryDetailsPage.css.ts';

/**
 * The order as it will be placed: the items, the chosen shipping, payment and pick-up point (with
 * a way back to change them) and the total the back end will charge — the cart's total plus the
 * shipper's and the payment's prices, as `POST /cart/place` adds them.
 */
export function OrderSummary(props: {
  cart: Cart;
  currency: Currency;
  choice: CheckedChoice;
  /** The order gifts the cart has chosen: they come free with the order. */
  gifts?: readonly OrderGift[];
  /** What follows the totals: the terms and the place button. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { cart, currency, choice } = props;
  const { prices } = cart;
  const total = prices.totalWithTax + choice.shipper.price.withTax + choice.payment.price.withTax;
  const totalWithoutTax =
    prices.totalWithoutTax + choice.shipper.price.withoutTax + choice.payment.price.withoutTax;
  const free = t`Free`;
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.summaryTitle}>
        {t`Order summary`}
      </h2>
      <ul className={styles.items}>
        {cart.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.itemName}>
              <span className={styles.itemAmount}>{item.amount} ×</span> {item.shoppable.name}
            </span>
            <span className={styles.itemPrice}>
              {formatPrice(item.prices.totalWithTax, currency)}
            </span>
          </li>
        ))}
        {(props.gifts ?? []).map((gift) => (
          <li key={`gift-${gift.id}`} className={styles.item} data-testid="summary-gift">
            <span className={styles.itemName}>
              <span className={styles.itemAmount}>1 ×</span> {gift.name}{' '}
              <Badge variant="gift" size="small" icon="gift">
                {t`Gift`}
              </Badge>
            </span>
            <span className={styles.itemPrice}>{free}</span>
          </li>
        ))}
      </ul>
      <div className={styles.methods}>
        <dl className={styles.methodList}>
          <div className={styles.row}>
            <dt>
              {t`Shipping`}: <span className={styles.methodName}>{choice.shipper.name}</span>
            </dt>
            <dd>
              <Price amount={choice.shipper.price.withTax} currency={currency} freeText={free} />
            </dd>
          </div>
          {choice.slot ? (
            <div className={styles.branchRow}>
              <dt>{t`Delivery time`}</dt>
              <dd data-testid="summary-slot">
                {formatDeliveryDate(choice.slot.date, locale)},{' '}
                {slotWindow(choice.slot, t`all day`)}
              </dd>
            </div>
          ) : null}
          {choice.branch ? (
            <div className={styles.branchRow}>
              <dt>{t`Pick-up point`}</dt>
              <dd>
                {choice.branch.name}, {choice.branch.street}, {choice.branch.city}
              </dd>
            </div>
          ) : null}
          <div className={styles.row}>
            <dt>
              {t`Payment`}: <span className={styles.methodName}>{choice.payment.name}</span>
            </dt>
            <dd>
              <Price amount={choice.payment.price.withTax} currency={currency} freeText={free} />
            </dd>
          </div>
        </dl>
        <AppLink href={routePath('checkout-methods', {}, locale)} className={styles.change}>
          {t`Change shipping or payment`}
        </AppLink>
      </div>
      <dl className={styles.totals}>
        {prices.discountWithTax > 0 ? (
          <div className={styles.row}>
            <dt>{t`Discount`}</dt>
            <dd>−{formatPrice(prices.discountWithTax, currency)}</dd>
          </div>
        ) : null}
        {prices.creditsWithTax > 0 ? (
          <div className={styles.row}>
            <dt>{t`Credits`}</dt>
            <dd>−{formatPrice(prices.creditsWithTax, currency)}</dd>
          </div>
        ) : null}
        <div className={styles.grandTotal}>
          <dt>{t`Total to pay`}</dt>
          <dd data-testid="order-total">
            <Price amount={total} currency={currency} size="large" />
          </dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.muted}>{t`Without VAT`}</dt>
          <dd className={styles.muted}>{formatPrice(totalWithoutTax, currency)}</dd>
        </div>
      </dl>
      {props.children}
    </aside>
  );
}
