import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import * as styles from './SearchPage.css.ts';
import { searchPageHref, type SearchFilters } from './searchFilters.ts';
import { searchSorts, type SearchSort, type SearchUrlState } from './searchUrl.ts';

/**
 * The orders as links (each a real URL, back to page 1), so sorting works without JavaScript and
 * a crawler sees no form; the current one is marked for screen readers with aria-current.
 */
export function SearchSortLinks({
  state,
  filters,
}: {
  state: SearchUrlState;
  filters: SearchFilters;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const names: Record<SearchSort, string> = {
    relevance: t`Most relevant`,
    price_asc: t`Cheapest`,
    price_desc: t`Most expensive`,
    name: t`By name`,
    newest: t`Newest`,
  };
  return (
    <nav aria-label={t`Sort products`}>
      <ul className={styles.sortList}>
        {searchSorts.map((sort) => (
          <li key={sort}>
            <Link
              to={searchPageHref(locale, { q: state.q, sort }, filters)}
              className={styles.sortLink}
              aria-current={sort === state.sort ? 'true' : undefined}
              rel="nofollow"
              preventScrollReset
            >
              {names[sort]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
