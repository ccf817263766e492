import { useLingui } from '@lingui/react/macro';
import type { ShoppingListItem } from '@vitrina/contracts/store';
import { Availability, Button, Icon, Image } from '@vitrina/design-system';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { imageSource } from '../../ui/imageUrl.ts';
import * as styles from './ListItems.css.ts';

/**
 * The lines of a shopping list or the wish list: picture, name (a link while the product is
 * visible), availability, amount, and the remove button the page supplies.
 */
export function ListItems(props: {
  items: ShoppingListItem[];
  imageBase: string;
  remove: (item: ShoppingListItem) => ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <ul className={styles.items}>
      {props.items.map((item) => {
        const product = item.product;
        const src = imageSource(props.imageBase, product?.image);
        return (
          <li key={item.id} className={styles.item}>
            <div className={styles.picture}>
              {src ? (
                <Image
                  src={src}
                  alt=""
                  width={72}
                  height={72}
                  widths={[72, 144]}
                  sizes="72px"
                  fit="contain"
                />
              ) : (
                <Icon name="goods" size="large" />
              )}
            </div>
            <div className={styles.text}>
              {product ? (
                <Link
                  to={routePath('product-slug', { slug: product.slug }, locale)}
                  className={styles.name}
                >
                  {product.name}
                </Link>
              ) : (
                <span className={styles.name}>{t`This product is no longer available`}</span>
              )}
              {product ? (
                <Availability
                  status={product.isAvailable ? 'inStock' : 'outOfStock'}
                  labels={{ inStock: t`In stock`, outOfStock: t`Out of stock` }}
                />
              ) : null}
            </div>
            <span className={styles.amount}>{t`${item.amount} pcs`}</span>
            <div className={styles.remove}>{props.remove(item)}</div>
          </li>
        );
      })}
    </ul>
  );
}

/** The remove button of one line; a plain post carrying what the page's action needs. */
export function RemoveButton(props: { label: string; children: ReactNode }) {
  return (
    <Button
      type="submit"
      color="ghost"
      size="small"
      iconLeft={<Icon name="trash" />}
      aria-label={props.label}
    >
      {props.children}
    </Button>
  );
}

/** A card's delete button: a plain post of the item's id with the intent `delete`. */
export function DeleteForm(props: { action: string; id: number; label: string }) {
  return (
    <Form method="post" action={props.action}>
      <input type="hidden" name="id" value={props.id} />
      <Button
        type="submit"
        name="intent"
        value="delete"
        color="ghost"
        size="small"
        iconLeft={<Icon name="trash" />}
      >
        {props.label}
      </Button>
    </Form>
  );
}
