import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { AppLink } from '../LinkProvider/LinkProvider.tsx';
import * as styles from './Breadcrumbs.css.ts';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Where the crumb leads; a crumb without one (a grouping with no page) is plain text. */
  href?: string;
}

export type BreadcrumbsProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** From the home page down; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** The navigation landmark's name (translated); English default. */
  label?: string;
};

/**
 * The path to the current page. The last item is the current page: text with aria-current="page",
 * never a link to itself. Links go through the app's link component.
 */
export function Breadcrumbs({
  items,
  label = 'Breadcrumbs',
  className,
  ...rest
}: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={className} {...rest}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            // The trail is rebuilt per page, never reordered: the position is a stable key.
            <li key={index} className={styles.item}>
              {index > 0 ? <Icon name="chevron-right" className={styles.separator} /> : null}
              {isCurrent ? (
                <span aria-current="page" className={styles.current}>
                  {item.label}
                </span>
              ) : item.href !== undefined ? (
                <AppLink href={item.href} className={styles.link}>
                  {item.label}
                </AppLink>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
