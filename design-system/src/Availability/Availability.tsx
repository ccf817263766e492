import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { cx } from '../styles/cx.ts';
import * as styles from './Availability.css.ts';
import { availabilityIcons } from './availabilityVariants.ts';
import type { AvailabilityStatus } from './availabilityVariants.ts';
import { displayedStock } from './displayedStock.ts';

export interface AvailabilityLabels {
  inStock: string;
  outOfStock: string;
  onOrder: string;
  /** The stock figure: `count` is the cap when `capped` ("> 5 pcs"). */
  stock: (count: number, capped: boolean, unit: string) => string;
}

export const defaultAvailabilityLabels: AvailabilityLabels = {
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  onOrder: 'On order',
  stock: (count, capped, unit) => `${capped ? '> ' : ''}${count}\u00a0${unit}`,
};

export const availabilityElements = ['p', 'span', 'div'] as const;
export type AvailabilityElement = (typeof availabilityElements)[number];

export type AvailabilityProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** A paragraph by default; `span` inside running text or a table cell. */
  as?: AvailabilityElement;
  status: AvailabilityStatus;
  /** Pieces in stock (shown with `inStock`); leave out when stock is not checked. */
  stock?: number;
  /** Theme maximum for the shown figure (spec §9); 0 or none shows the real count. */
  maxStock?: number;
  /** Unit after the figure, translated ("pcs", "ks"); defaults to "pcs". */
  unit?: string;
  /** Delivery wording for `onOrder` (or any state), already formatted: "Delivery on Friday 28 Nov". */
  deliveryText?: ReactNode;
  /** Translated texts; English defaults. */
  labels?: Partial<AvailabilityLabels>;
};

/** Whether an item can be bought now: icon, colour and text together, with count or delivery date. */
export function Availability({
  as: Element = 'p',
  status,
  stock,
  maxStock,
  unit = 'pcs',
  deliveryText,
  labels: labelOverrides,
  className,
  ...rest
}: AvailabilityProps) {
  const labels = { ...defaultAvailabilityLabels, ...labelOverrides };
  const shown = status === 'inStock' ? displayedStock(stock, maxStock) : null;
  return (
    <Element
      className={cx(styles.availability({ status }), className)}
      data-availability={status}
      {...rest}
    >
      <Icon name={availabilityIcons[status]} className={styles.icon} />
      <span className={styles.status}>{labels[status]}</span>
      {shown ? (
        <span className={styles.detail}>{labels.stock(shown.count, shown.capped, unit)}</span>
      ) : null}
      {deliveryText ? <span className={styles.detail}>{deliveryText}</span> : null}
    </Element>
  );
}
