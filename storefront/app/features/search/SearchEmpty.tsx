import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@vitrina/design-system';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { ChipLinks, SearchSection } from './SearchLinks.tsx';
import * as styles from './SearchPage.css.ts';
import type { SearchLink } from './searchTypes.ts';
import { searchMinLength } from './searchUrl.ts';

/**
 * What the page shows when there is nothing to list: no query yet, one too short to search, or
 * one that matched nothing. Each gives a way on: tips, the popular categories, the home page.
 */
export function SearchEmpty(props: {
  reason: 'noQuery' | 'tooShort' | 'noResults';
  q: string;
  popular: readonly SearchLink[];
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { q } = props;
  const title = {
    noQuery: t`What are you looking for?`,
    tooShort: t`Enter at least ${searchMinLength} characters`,
    noResults: t`We found nothing for “${q}”`,
  }[props.reason];
  return (
    <>
      <EmptyState
        icon="search"
        title={title}
        action={<Link to={routePath('index', {}, locale)}>{t`Back to the home page`}</Link>}
      >
        {props.reason === 'noResults' ? (
          <ul className={styles.tips}>
            <li>{t`Check the spelling, or try a word with the same meaning.`}</li>
            <li>{t`Use fewer or more general words (“coffee maker” instead of a model name).`}</li>
            <li>{t`Each word needs at least ${searchMinLength} characters.`}</li>
          </ul>
        ) : (
          <p>{t`Type a product, brand or category into the search box above.`}</p>
        )}
      </EmptyState>
      {props.popular.length > 0 ? (
        <SearchSection id="search-popular" title={t`Popular categories`}>
          <ChipLinks links={props.popular} />
        </SearchSection>
      ) : null}
    </>
  );
}
