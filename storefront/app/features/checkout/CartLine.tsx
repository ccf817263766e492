import { useLingui } from '@lingui/react/macro';
import type { CartItem, Currency } from '@vitrina/contracts/store';
import { AppLink, Button, Price, QuantityStepper } from '@vitrina/design-system';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { imageSource } from '../../ui/imageUrl.ts';
import { cartErrorMessage, type CartError } from '../cart/cartMessages.ts';
import { Thumbnail } from '../../ui/Thumbnail.tsx';
import * as styles from './CartPage.css.ts';
import { useCartLineChange } from './useCartLineChange.ts';

/**
 * One line of the cart: picture, name, unit price, amount and line total, with the nested lines
 * (services, discounts) under it. Changing the amount and removing are plain forms of the cart
 * page (intent + itemId), so they work without JavaScript; with it they go through the line's
 * fetcher, optimistic and rolled back on a refusal (`useCartLineChange`).
 */
export function CartLine(props: {
  item: CartItem;
  currency: Currency;
  imageBase: string;
  error: CartError | null;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { item, currency } = props;
  const name = item.variant.fullname || item.product.name;
  const href = routePath('product-slug', { slug: item.product.slug }, locale);
  const src = imageSource(props.imageBase, item.variant.mainImage ?? item.product.mainImage);
  const errorId = `line-${item.id}-error`;
  const change = useCartLineChange(item.id, item.amount);
  const error = change.refusal?.error ?? props.error;
  if (change.removing) return null;
  return (
    <li className={styles.line}>
      <span className={styles.picture}>
        <Thumbnail src={src} size={72} />
      </span>
      <div className={styles.about}>
        <AppLink href={href} className={styles.name}>
          {name}
        </AppLink>
        <span className={styles.muted}>{item.availability.availability}</span>
        <span className={styles.unitPrice}>
          <span className={styles.muted}>{t`Unit price`}</span>{' '}
          <Price amount={item.prices.unitWithTax} currency={currency} size="small" />
        </span>
      </div>
      <LineForm
        intent="setAmount"
        itemId={item.id}
        className={styles.amountForm}
        onScript={change.submitAmount}
      >
        <QuantityStepper
          name="amount"
          value={change.amount}
          onValueChange={change.setAmount}
          min={1}
          max={9999}
          size="small"
          aria-label={t`Amount of ${name}`}
          aria-describedby={error ? errorId : undefined}
          decrementLabel={t`Decrease amount`}
          incrementLabel={t`Increase amount`}
          className={styles.stepper}
        />
        <Button type="submit" size="small" color="outline" disabled={props.busy}>
          {t`Update`}
          <span className={styles.hidden}>{` ${name}`}</span>
        </Button>
      </LineForm>
      <span className={styles.lineTotal}>
        <Price amount={item.prices.totalWithTax} currency={currency} />
      </span>
      <LineForm
        intent="remove"
        itemId={item.id}
        className={styles.removeForm}
        onScript={change.remove}
      >
        <button type="submit" className={styles.remove} disabled={props.busy}>
          {t`Remove`}
          <span className={styles.hidden}>{` ${name}`}</span>
        </button>
      </LineForm>
      {error ? (
        <p id={errorId} role="alert" className={styles.lineError}>
          {cartErrorMessage(i18n, error)}
        </p>
      ) : null}
      {item.items.length > 0 ? (
        <ul className={styles.children}>
          {item.items.map((child) => (
            <li
              key={child.id}
              className={child.attributes.discount ? styles.discountChild : styles.child}
            >
              <span>
                {child.amount} × {child.variant.fullname || child.product.name}
              </span>
              <Price amount={child.prices.totalWithTax} currency={currency} size="small" />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A line's plain form of the cart page; with a script, `onScript` sends it through the fetcher. */
function LineForm(props: {
  intent: 'setAmount' | 'remove';
  itemId: number;
  className: string;
  onScript: () => void;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      preventScrollReset
      className={props.className}
      onSubmit={(event) => {
        event.preventDefault();
        props.onScript();
      }}
    >
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="itemId" value={props.itemId} />
      {props.children}
    </Form>
  );
}
