import type { HTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/iconSet.ts';
import { cx } from '../styles/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { badge } from './Badge.css.ts';
import type { BadgeSize, BadgeVariant } from './badgeVariants.ts';
import { discountPercent, formatDiscountPercent } from './discountPercent.ts';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  variant?: BadgeVariant;
  size?: BadgeSize;
  /** Decorative icon before the text; the text carries the meaning. */
  icon?: IconName;
};

/** A short status label: a product-box tag ("Free delivery", "2+1", "Gift") or a neutral chip. */
export function Badge({ variant, size, icon, className, children, ...rest }: BadgeProps) {
  return (
    <span className={cx(badge({ variant, size }), className)} {...rest}>
      {icon ? <Icon name={icon} /> : null}
      {children}
    </span>
  );
}

export type DiscountBadgeProps = Omit<BadgeProps, 'variant' | 'children'> & {
  /** The discount in percent, e.g. `prices.percentageDiscount` (14.6 shows "−15 %"). */
  percentage: number;
  /** Read before the figure by screen readers ("Discount"), translated; omitted when not given. */
  label?: string;
  /** Formats the rounded whole percent; default "−15 %". */
  format?: (percent: number) => string;
};

/** The percentage-discount tag: rounded to a whole percent, nothing at all when that is not above 0. */
export function DiscountBadge({
  percentage,
  label,
  format = formatDiscountPercent,
  ...rest
}: DiscountBadgeProps) {
  const percent = discountPercent(percentage);
  if (percent === null) return null;
  return (
    <Badge variant="discount" {...rest}>
      {label ? <VisuallyHidden>{`${label} `}</VisuallyHidden> : null}
      {format(percent)}
    </Badge>
  );
}
