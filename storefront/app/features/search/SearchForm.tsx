import { plural } from '@lingui/core/macro';
import { Button } from '@vitrina/design-system';
import { useLingui } from '@lingui/react/macro';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Form, useNavigate, useSearchParams } from 'react-router';
import { useSearchTracking } from '../../analytics/searchTracking.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { useBrowserValue } from '../../ui/useBrowserValue.ts';
import { visuallyHiddenText } from '../../ui/visuallyHidden.css.ts';
import * as styles from './SearchForm.css.ts';
import { SearchSuggestionList, type SuggestionOption } from './SearchSuggestionList.tsx';
import { searchHref, searchMinLength } from './searchUrl.ts';
import { useSuggestions } from './useSuggestions.ts';

/** Downshift skips its own handling of an event marked so (its documented escape hatch). */
type DownshiftKeyboardEvent = globalThis.KeyboardEvent & { preventDownshiftDefault?: boolean };

/** Choosing an option navigates; the text the shopper typed stays in the box. */
function keepTypedText(
  state: UseComboboxState<SuggestionOption>,
  { type, changes }: UseComboboxStateChangeOptions<SuggestionOption>,
) {
  const chose =
    type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
    type === useCombobox.stateChangeTypes.ItemClick;
  return chose ? { ...changes, inputValue: state.inputValue } : changes;
}

/** The input's props without the combobox's role and states (before hydration). */
function comboboxOnly<P extends Record<string, unknown>>(scripted: boolean, props: P): P {
  if (scripted) return props;
  const plain: Record<string, unknown> = { ...props };
  for (const key of [
    'role',
    'aria-autocomplete',
    'aria-expanded',
    'aria-controls',
    'aria-activedescendant',
    'aria-labelledby',
  ]) {
    delete plain[key];
  }
  return plain as P;
}

/**
 * The header search. Without JavaScript it is a plain GET form to the results page. With it, the
 * box is a WAI-ARIA combobox (Downshift's `useCombobox`): typing a searchable query opens a
 * listbox of products, categories, brands, articles, FAQ questions and menu items; arrow keys move through the options,
 * Enter opens the highlighted one (or, with none highlighted, submits the search), Escape closes
 * the list and a second Escape clears the box.
 */
export function SearchForm() {
  const [searchParams] = useSearchParams();
  const urlQuery = searchParams.get('q') ?? '';
  // A new results page (back button, a link) shows its own query: the box starts afresh.
  return <SearchCombobox key={urlQuery} initialQuery={urlQuery} />;
}

function SearchCombobox({ initialQuery }: { initialQuery: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  // Mirrors what Downshift holds in the box (it owns the value, so fast typing never races a
  // re-render); read to ask for suggestions.
  const [input, setInput] = useState(initialQuery);
  const { suggestions, failed, loading } = useSuggestions(locale, input);
  // Each answered query is a search that ran (spec §4's search.query).
  useSearchTracking(suggestions?.q ?? null, suggestions?.productTotal);

  const query = suggestions?.q ?? '';
  const allTitle = t`Show all results for “${query}”`;
  // The same array until the answer changes: Downshift drops the highlight when its items change.
  const options = useMemo<SuggestionOption[]>(() => {
    if (!suggestions) return [];
    const found = suggestions.groups.flatMap((group) =>
      group.items.map((item) => ({ ...item, group: group.type })),
    );
    if (found.length === 0) return [];
    const all = {
      key: 'all-results',
      title: allTitle,
      href: searchHref(locale, { q: suggestions.q }),
      image: null,
      group: 'all' as const,
    };
    return [...found, all];
  }, [suggestions, locale, allTitle]);

  const combobox = useCombobox<SuggestionOption>({
    items: options,
    inputId: `${id}-q`,
    labelId: `${id}-label`,
    menuId: `${id}-listbox`,
    initialInputValue: initialQuery,
    itemToString: (option) => option?.title ?? '',
    itemToKey: (option) => option?.key,
    onInputValueChange: ({ inputValue }) => setInput(inputValue),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) void navigate(selectedItem.href);
    },
    stateReducer: keepTypedText,
  });
  // Until the script runs the box is a plain search field: a combobox role would promise a list
  // that cannot open without JavaScript.
  const scripted = useBrowserValue(() => 'yes') === 'yes';
  const open = scripted && combobox.isOpen && options.length > 0;
  const suggestionCount = Math.max(options.length - 1, 0);
  const status = !combobox.isOpen
    ? ''
    : failed
      ? t`Suggestions are not available. Press Enter to search.`
      : suggestions && options.length === 0 && !loading
        ? t`No suggestions. Press Enter to search.`
        : options.length > 0
          ? t({
              message: plural(suggestionCount, {
                one: '# suggestion. Use the up and down arrows to choose.',
                other: '# suggestions. Use the up and down arrows to choose.',
              }),
            })
          : '';

  return (
    <Form
      method="get"
      action={routePath('search', {}, locale)}
      role="search"
      className={styles.form}
    >
      <label id={`${id}-label`} htmlFor={`${id}-q`} className={visuallyHiddenText}>
        {t`Search the shop`}
      </label>
      <div className={styles.row}>
        <div className={styles.field}>
          <input
            {...comboboxOnly(
              scripted,
              combobox.getInputProps({
                className: styles.input,
                type: 'search',
                name: 'q',
                required: true,
                minLength: searchMinLength,
                maxLength: 100,
                autoComplete: 'off',
                placeholder: t`What are you looking for?`,
                'aria-describedby': `${id}-hint`,
                // Expanded only while a list is shown: Downshift's own flag is also true while
                // the first answer is awaited, with nothing to arrow through.
                'aria-expanded': open,
                onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
                  // Downshift swallows Enter whenever its menu is open; with nothing highlighted
                  // the form submits instead, to the results page.
                  if (event.key === 'Enter' && combobox.highlightedIndex < 0) {
                    (event.nativeEvent as DownshiftKeyboardEvent).preventDownshiftDefault = true;
                    combobox.closeMenu();
                  }
                },
              }),
            )}
          />
          <SearchSuggestionList
            open={open}
            options={options}
            highlightedIndex={combobox.highlightedIndex}
            getMenuProps={combobox.getMenuProps}
            getItemProps={combobox.getItemProps}
          />
        </div>
        <Button type="submit" size="small">
          {t`Search`}
        </Button>
      </div>
      <span id={`${id}-hint`} className={styles.hint}>
        {t`Enter at least ${searchMinLength} characters.`}
      </span>
      <span role="status" className={visuallyHiddenText}>
        {status}
      </span>
    </Form>
  );
}
