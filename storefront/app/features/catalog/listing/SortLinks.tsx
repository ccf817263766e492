import { useLingui } from '@lingui/react/macro';
import { catalogSorts, type CatalogSort } from '@vitrina/contracts/plain';
import { Link } from 'react-router';
import { listingSearch, withChange, type ListingState } from './listingState.ts';
import * as styles from './SortLinks.css.ts';

/** Sorting as links (crawlable, no script needed); changing it starts at page 1. */
export function SortLinks(props: { basePath: string; state: ListingState }) {
  const { t } = useLingui();
  const labels: Record<CatalogSort, string> = {
    position: t`Recommended`,
    bestselling: t`Best selling`,
    price_asc: t`Cheapest`,
    price_desc: t`Most expensive`,
    name: t`By name`,
    newest: t`Newest`,
  };
  return (
    <nav aria-label={t`Sort by`} className={styles.nav}>
      <ul className={styles.list}>
        {catalogSorts.map((sort) => (
          <li key={sort}>
            <Link
              to={props.basePath + listingSearch(withChange(props.state, { sort }))}
              aria-current={props.state.sort === sort ? 'true' : undefined}
              className={styles.link}
              preventScrollReset
            >
              {labels[sort]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
