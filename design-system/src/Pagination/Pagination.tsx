import type { HTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { AppLink } from '../LinkProvider/LinkProvider.tsx';
import { cx } from '../styles/cx.ts';
import * as styles from './Pagination.css.ts';
import { clampPage, paginationEllipsis, paginationRange } from './paginationRange.ts';
import type { PaginationRangeOptions } from './paginationRange.ts';

export interface PaginationLabels {
  /** The navigation landmark's name. */
  navigation: string;
  previous: string;
  next: string;
  /** Accessible name of a page link; the visible text stays the bare number. */
  page: (page: number) => string;
}

export const defaultPaginationLabels: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
};

export type PaginationProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  PaginationRangeOptions & {
    /** The current page, 1-based. */
    page: number;
    pageCount: number;
    /** Builds each link's address: the app owns its URLs (query string, path segment…). */
    hrefForPage: (page: number) => string;
    /** Translated texts; English defaults. */
    labels?: Partial<PaginationLabels>;
  };

/**
 * Page links for a listing. Every page is a real link (through the app's link component), so
 * server-rendered pages work before or without JavaScript. Renders nothing for a single page.
 */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  labels: labelOverrides,
  siblings,
  boundaries,
  className,
  ...rest
}: PaginationProps) {
  const items = paginationRange(page, pageCount, { siblings, boundaries });
  if (items.length < 2) return null;
  const labels = { ...defaultPaginationLabels, ...labelOverrides };
  const last = Math.floor(pageCount);
  const current = clampPage(page, last);

  const step = (target: number, rel: 'prev' | 'next') => {
    const text = rel === 'prev' ? labels.previous : labels.next;
    const icon = <Icon name={rel === 'prev' ? 'chevron-left' : 'chevron-right'} />;
    const content =
      rel === 'prev' ? (
        <>
          {icon}
          <span className={styles.stepText}>{text}</span>
        </>
      ) : (
        <>
          <span className={styles.stepText}>{text}</span>
          {icon}
        </>
      );
    if (target < 1 || target > last) {
      // At either end there is nowhere to go: kept in place (the row does not jump) but no link.
      return (
        <span className={cx(styles.item, styles.disabled)} aria-disabled="true">
          {content}
        </span>
      );
    }
    return (
      <AppLink href={hrefForPage(target)} rel={rel} className={cx(styles.item, styles.link)}>
        {content}
      </AppLink>
    );
  };

  return (
    <nav aria-label={labels.navigation} className={className} {...rest}>
      <ul className={styles.list}>
        <li>{step(current - 1, 'prev')}</li>
        {items.map((item, index) =>
          item === paginationEllipsis ? (
            // Two ellipses can appear, so the key needs the position.
            <li
              key={`ellipsis-${index}`}
              aria-hidden="true"
              className={cx(styles.item, styles.ellipsis)}
            >
              …
            </li>
          ) : (
            <li key={item}>
              <AppLink
                href={hrefForPage(item)}
                aria-label={labels.page(item)}
                aria-current={item === current ? 'page' : undefined}
                className={cx(styles.item, styles.link)}
              >
                {item}
              </AppLink>
            </li>
          ),
        )}
        <li>{step(current + 1, 'next')}</li>
      </ul>
    </nav>
  );
}
