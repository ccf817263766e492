import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, type CurrencyFormat } from '@vitrina/design-system';
import type { FormEvent } from 'react';
import { Form, useSubmit } from 'react-router';
import type { FilterGroup } from './listingFilters.ts';
import { defaultSort, listingParams, type ListingState } from './listingState.ts';
import * as styles from './FilterPanel.css.ts';

export const filterPanelId = 'filters';

/**
 * The listing's filters as one GET form on the listing's own address: without a script the
 * button applies them; with one, ticking a box applies it at once (a client navigation), and the
 * prices wait for Enter or the button. Remounted per address (`key`), so the boxes always show
 * the address's state, also after a chip or the back button changed it.
 */
export function FilterPanel(props: {
  basePath: string;
  state: ListingState;
  groups: readonly FilterGroup[];
  price: { min: number; max: number } | null;
  currency: CurrencyFormat;
  /** More of the address the filters keep (the search page's `q` and `sort`). */
  hiddenFields?: Readonly<Record<string, string>>;
}) {
  const { t } = useLingui();
  const submit = useSubmit();
  const { state } = props;
  // The address keeps only the fields in use (no `priceFrom=&priceTo=` from empty boxes).
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value !== '') params.append(name, value);
    }
    void submit(params, { method: 'get', action: props.basePath, preventScrollReset: true });
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox') {
      apply(event.currentTarget);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const symbol = props.currency.symbol;
  return (
    <aside id={filterPanelId} className={styles.panel} aria-label={t`Filters`}>
      <div className={styles.panelHeader}>
        <strong>{t`Filters`}</strong>
        <a href="#products">{t`Close filters`}</a>
      </div>
      <Form
        method="get"
        action={props.basePath}
        className={styles.form}
        onChange={onChange}
        onSubmit={onSubmit}
      >
        {state.sort !== defaultSort ? (
          <input type="hidden" name={listingParams.sort} value={state.sort} />
        ) : null}
        {Object.entries(props.hiddenFields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className={styles.group}>
          <Checkbox
            name={listingParams.inStock}
            value="1"
            defaultChecked={state.inStock}
            label={t`In stock only`}
          />
        </div>
        {props.price ? (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t`Price (${symbol})`}</legend>
            <div className={styles.priceRow}>
              <label className={styles.fieldLabel}>
                {t`From`}
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  name={listingParams.priceFrom}
                  defaultValue={state.priceFrom ?? undefined}
                  placeholder={String(Math.floor(props.price.min / 100))}
                  className={styles.priceInput}
                />
              </label>
              <label className={styles.fieldLabel}>
                {t`To`}
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  name={listingParams.priceTo}
                  defaultValue={state.priceTo ?? undefined}
                  placeholder={String(Math.ceil(props.price.max / 100))}
                  className={styles.priceInput}
                />
              </label>
            </div>
          </fieldset>
        ) : null}
        {props.groups.map((group) => (
          <details key={group.key} open={group.open} className={styles.group}>
            <summary className={styles.summary}>
              {group.field === 'brand' ? t`Brand` : group.title}
              {group.unit ? ` (${group.unit})` : ''}
            </summary>
            <ul className={styles.options}>
              {group.options.map((option) => (
                <li key={option.id}>
                  <Checkbox
                    name={group.field}
                    value={String(option.id)}
                    defaultChecked={option.selected}
                    disabled={option.count === 0 && !option.selected}
                    label={
                      <span className={styles.optionLabel}>
                        {group.swatches && option.colorHex ? (
                          <span
                            className={styles.swatch}
                            style={{ background: option.colorHex }}
                            aria-hidden="true"
                          />
                        ) : null}
                        {option.title}
                        <span className={styles.optionCount}>({option.count})</span>
                      </span>
                    }
                  />
                </li>
              ))}
            </ul>
          </details>
        ))}
        <div className={styles.submit}>
          <Button type="submit" color="primary" className={styles.submitButton}>
            {t`Show results`}
          </Button>
        </div>
      </Form>
    </aside>
  );
}
