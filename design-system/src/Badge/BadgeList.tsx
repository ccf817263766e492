import type { HTMLAttributes, ReactNode } from 'react';
import { Children } from 'react';
import { cx } from '../styles/cx.ts';
import { sprinkles } from '../styles/sprinkles.css.ts';
import { badgeList } from './BadgeList.css.ts';

export type BadgeListProps = Omit<HTMLAttributes<HTMLUListElement>, 'children'> & {
  /** Badges; `null`/`false` entries are skipped, and an item that renders nothing is hidden. */
  children?: ReactNode;
};

/** The tags of a product box as a list, so screen readers announce how many there are. */
export function BadgeList({ className, children, ...rest }: BadgeListProps) {
  const items = Children.toArray(children);
  if (items.length === 0) return null;
  return (
    <ul className={cx(badgeList, sprinkles({ gap: 'xsmall' }), className)} {...rest}>
      {items.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}
