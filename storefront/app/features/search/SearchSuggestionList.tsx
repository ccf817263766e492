import { useLingui } from '@lingui/react/macro';
import type { UseComboboxPropGetters } from 'downshift';
import { useId } from 'react';
import { cx } from '@vitrina/design-system';
import * as styles from './SearchForm.css.ts';
import type { SearchLink, SuggestionGroupType } from './searchTypes.ts';

/** One option of the dropdown: a hit of its group, or the closing "all results" option. */
export type SuggestionOption = SearchLink & { group: SuggestionGroupType | 'all' };

interface Props {
  open: boolean;
  options: readonly SuggestionOption[];
  highlightedIndex: number;
  getMenuProps: UseComboboxPropGetters<SuggestionOption>['getMenuProps'];
  getItemProps: UseComboboxPropGetters<SuggestionOption>['getItemProps'];
}

/**
 * The listbox: options grouped under their kind (role="group" named by its heading, which
 * WAI-ARIA allows inside a listbox). The list element is always rendered, as Downshift needs
 * its id for aria-controls; it is empty and hidden while closed.
 */
export function SearchSuggestionList({ open, options, highlightedIndex, ...props }: Props) {
  const { t } = useLingui();
  const id = useId();
  const names: Record<SuggestionGroupType, string> = {
    product: t`Products`,
    category: t`Categories`,
    brand: t`Brands`,
    article: t`Articles`,
    faq: t`Frequently asked questions`,
    menu: t`Quick links`,
  };
  const groups = open ? groupOptions(options) : [];
  return (
    <div
      {...listboxWhenOpen(
        open,
        props.getMenuProps({ className: cx(styles.menu, open && styles.menuOpen) }),
      )}
    >
      {groups.map(({ group, entries }) => {
        const rendered = entries.map(({ option, index }) => (
          <div
            key={option.key}
            {...props.getItemProps({
              item: option,
              index,
              className: cx(
                styles.option,
                group === 'all' && styles.allOption,
                highlightedIndex === index && styles.optionHighlighted,
              ),
            })}
          >
            {group === 'product' ? (
              option.image ? (
                <img src={option.image} alt="" width={32} height={32} className={styles.thumb} />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )
            ) : null}
            <span className={styles.optionText}>{option.title}</span>
          </div>
        ));
        // The closing "all results" option belongs to no kind: it stands alone.
        if (group === 'all') return rendered;
        return (
          <div key={group} role="group" aria-labelledby={`${id}-${group}`} className={styles.group}>
            <div role="presentation" id={`${id}-${group}`} className={styles.groupTitle}>
              {names[group]}
            </div>
            {rendered}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The closed list keeps its element (the input's aria-controls names it) but not its listbox role
 * and name: an empty listbox would be announced, and before hydration it could never open.
 */
function listboxWhenOpen<P extends Record<string, unknown>>(open: boolean, props: P): P {
  if (open) return props;
  const { role: _role, 'aria-labelledby': _label, ...rest } = props;
  return rest as unknown as P;
}

/** Consecutive options of one kind, each with its index in the flat list Downshift moves through. */
function groupOptions(options: readonly SuggestionOption[]) {
  const groups: {
    group: SuggestionOption['group'];
    entries: { option: SuggestionOption; index: number }[];
  }[] = [];
  options.forEach((option, index) => {
    const last = groups.at(-1);
    if (last?.group === option.group) last.entries.push({ option, index });
    else groups.push({ group: option.group, entries: [{ option, index }] });
  });
  return groups;
}
