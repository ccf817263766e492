import { Button } from '@vitrina/design-system';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import * as styles from './SearchForm.css.ts';
import { visuallyHiddenText } from '../../ui/visuallyHidden.css.ts';

/** Spec section 5: search needs at least 3 characters. */
export const searchMinLength = 3;

/** A plain GET form to the search page, so searching works before (and without) JavaScript. */
export function SearchForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [searchParams] = useSearchParams();
  return (
    <form
      method="get"
      action={routePath('search', {}, locale)}
      role="search"
      className={styles.form}
    >
      <label htmlFor={`${id}-q`} className={visuallyHiddenText}>
        {t`Search the shop`}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-q`}
          className={styles.input}
          type="search"
          name="q"
          required
          minLength={searchMinLength}
          defaultValue={searchParams.get('q') ?? ''}
          placeholder={t`What are you looking for?`}
          aria-describedby={`${id}-hint`}
        />
        <Button type="submit" size="small">
          {t`Search`}
        </Button>
      </div>
      <span id={`${id}-hint`} className={styles.hint}>
        {t`Enter at least ${searchMinLength} characters.`}
      </span>
    </form>
  );
}
