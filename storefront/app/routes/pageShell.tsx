import { useLingui } from '@lingui/react/macro';
import { routeTitle } from '../routing/routeTable.ts';
import { useCurrentRoute } from '../routing/useCurrentRoute.ts';
import { PageShell } from '../ui/PageShell.tsx';
import { lead } from '../ui/PageShell.css.ts';

/**
 * The shell of a page that is not built yet: its translated heading and <title> from the route
 * table. Serves every route-table entry whose module is still this file.
 */
export default function GenericPage() {
  const { t, i18n } = useLingui();
  const route = useCurrentRoute();
  const title = route ? i18n._(routeTitle(route.name)) : '';
  return (
    <PageShell title={title}>
      <p className={lead}>{t`This page is being prepared.`}</p>
    </PageShell>
  );
}
