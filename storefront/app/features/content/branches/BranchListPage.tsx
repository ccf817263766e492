import { Plural, useLingui } from '@lingui/react/macro';
import { Button, EmptyState } from '@vitrina/design-system';
import { routeTitle } from '../../../routing/routeTable.ts';
import { PageShell } from '../../../ui/PageShell.tsx';
import { BranchMap } from './BranchMap.tsx';
import type { BranchListData } from './branches.server.ts';
import { BranchSearchForm } from './BranchSearchForm.tsx';
import * as styles from './BranchListPage.css.ts';
import { RouterLink } from '../../../ui/RouterLink.tsx';

/** Pick-up points: a search box, the (filtered) list and the same points on a map. */
export function BranchListPage({ query, branches, map, listHref }: BranchListData) {
  const { t, i18n } = useLingui();
  const count = branches.length;
  return (
    <PageShell title={i18n._(routeTitle('branches'))}>
      <BranchSearchForm action={listHref} query={query} />
      <p className={styles.status} role="status">
        {query ? `${t`Search for “${query}”:`} ` : null}
        <Plural value={count} one="# pick-up point" other="# pick-up points" />
      </p>
      {count === 0 ? (
        <EmptyState
          title={t`No pick-up point matches your search`}
          action={<Button href={listHref}>{t`Show all pick-up points`}</Button>}
        >
          {t`Try the name of a city or a street.`}
        </EmptyState>
      ) : (
        <div className={styles.layout}>
          <div className={styles.mapColumn}>
            <BranchMap branches={branches} settings={map} />
          </div>
          <ul className={styles.list}>
            {branches.map((branch) => (
              <li key={branch.id} className={styles.item}>
                <h2 className={styles.itemTitle}>
                  <RouterLink href={branch.href} className={styles.itemLink}>
                    {branch.title}
                  </RouterLink>
                </h2>
                <address className={styles.address}>
                  {branch.street}, {branch.postcode} {branch.city}
                </address>
              </li>
            ))}
          </ul>
        </div>
      )}
    </PageShell>
  );
}
