import { useLingui } from '@lingui/react/macro';
import type { Branch } from '@vitrina/contracts/store';
import { Button } from '@vitrina/design-system';
import { useMemo, useRef, useState } from 'react';
import { BranchMap, type MapPoint } from '../content/branches/BranchMap.tsx';
import type { MethodsView } from './checkoutMethods.server.ts';
import * as styles from './ShippingPaymentPage.css.ts';

function branchLabel(branch: Branch): string {
  return [branch.name, branch.street, [branch.postcode, branch.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

const mapPoint = (branch: Branch): MapPoint => ({
  id: branch.id,
  title: branch.name,
  street: branch.street,
  postcode: branch.postcode,
  city: branch.city,
  latitude: branch.latitude,
  longitude: branch.longitude,
});

/**
 * The chosen pick-up shipper's branches: a search (a GET of the whole form, so the choice so far
 * stays in the address), a native select of the first page of matches — the keyboard and
 * no-JavaScript way — and the same matches on the branch pages' map, where a pin chooses its point
 * in that select (decision 049: Leaflet, loaded lazily in the browser only).
 */
export function BranchPicker(props: {
  view: MethodsView;
  chosenId: number | null;
  error: string | null;
  busy: boolean;
}) {
  const { t } = useLingui();
  const { branches, chosenBranch, branchSearch, moreBranches } = props.view;
  const select = useRef<HTMLSelectElement>(null);
  const [selected, setSelected] = useState(props.chosenId);
  // The kept branch stays choosable even when the search no longer lists it.
  const listed = useMemo(
    () =>
      chosenBranch && !branches.some((branch) => branch.id === chosenBranch.id)
        ? [chosenBranch, ...branches]
        : branches,
    [branches, chosenBranch],
  );
  const points = useMemo(() => listed.map(mapPoint), [listed]);
  const choose = (id: MapPoint['id']) => {
    if (select.current) select.current.value = String(id);
    setSelected(Number(id));
  };
  return (
    <div className={styles.branches}>
      <label htmlFor="branch-search" className={styles.label}>
        {t`Search pick-up points (name, town, street)`}
      </label>
      <div className={styles.searchRow}>
        <input
          id="branch-search"
          type="search"
          name="s"
          defaultValue={branchSearch}
          maxLength={100}
          className={`${styles.select} ${styles.grow}`}
        />
        <Button type="submit" formMethod="get" color="secondary" disabled={props.busy}>
          {t`Search`}
        </Button>
      </div>
      <label htmlFor="branch" className={styles.label}>
        {t`Pick-up point`}
      </label>
      {props.error ? (
        <p id="branch-error" className={styles.fieldError}>
          {props.error}
        </p>
      ) : null}
      {listed.length === 0 ? (
        <p className={styles.muted}>{t`No pick-up point matches the search.`}</p>
      ) : null}
      <select
        ref={select}
        id="branch"
        name="branch"
        className={styles.select}
        defaultValue={props.chosenId ?? ''}
        onChange={(event) => setSelected(Number(event.currentTarget.value) || null)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? 'branch-error' : undefined}
      >
        <option value="">{t`Choose a pick-up point`}</option>
        {listed.map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branchLabel(branch)}
          </option>
        ))}
      </select>
      {moreBranches ? (
        <p
          className={styles.muted}
        >{t`Only the first matches are listed; search to narrow them.`}</p>
      ) : null}
      {points.length > 0 ? (
        <BranchMap
          branches={points}
          settings={props.view.map}
          onSelect={choose}
          selectedId={selected}
          compact
        />
      ) : null}
    </div>
  );
}
