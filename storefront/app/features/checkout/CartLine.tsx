import { useLingui } from '@lingui/react/macro';
import type { CartItem, Currency } from '@vitrina/contracts/store';
import { AppLink, Button, Price, QuantityStepper } from '@vitrina/design-system';
import { Form } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { imageSource } from '../../ui/imageUrl.ts';
import { cartErrorMessage, type CartError } from '../cart/cartMessages.ts';
import { Thumbnail } from '../product/Thumbnail.tsx';
import * as styles from './CartPage.css.ts';

/**
 * One line of the cart: picture, name, unit price, amount and line total, with the nested lines
 * (services, discounts) under it. Changing the amount and removing are plain forms of the cart
 * page (intent + itemId), so they work without JavaScript.
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
      <Form method="post" preventScrollReset className={styles.amountForm}>
        <input type="hidden" name="intent" value="setAmount" />
        <input type="hidden" name="itemId" value={item.id} />
        <QuantityStepper
          name="amount"
          defaultValue={item.amount}
          min={1}
          max={9999}
          size="small"
          aria-label={t`Amount of ${name}`}
          aria-describedby={props.error ? errorId : undefined}
          decrementLabel={t`Decrease amount`}
          incrementLabel={t`Increase amount`}
          className={styles.stepper}
        />
        <Button type="submit" size="small" color="outline" disabled={props.busy}>
          {t`Update`}
          <span className={styles.hidden}>{` ${name}`}</span>
        </Button>
      </Form>
      <span className={styles.lineTotal}>
        <Price amount={item.prices.totalWithTax} currency={currency} />
      </span>
      <Form method="post" preventScrollReset className={styles.removeForm}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="itemId" value={item.id} />
        <button type="submit" className={styles.remove} disabled={props.busy}>
          {t`Remove`}
          <span className={styles.hidden}>{` ${name}`}</span>
        </button>
      </Form>
      {props.error ? (
        <p id={errorId} role="alert" className={styles.lineError}>
          {cartErrorMessage(i18n, props.error)}
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
