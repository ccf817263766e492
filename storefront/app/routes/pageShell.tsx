import { useLingui } from '@lingui/react/macro';
import { PageShell } from '../pages/PageShell.tsx';
import { lead } from '../pages/PageShell.css.ts';
import { pageTitles } from '../pages/pageTitles.ts';
import { useCurrentRoute } from '../pages/useCurrentRoute.ts';

/**
 * The shell of a page that a later issue builds: its translated heading and <title>.
 * Serves every route-table entry whose module is still this file.
 */
export default function GenericPage() {
  const { t, i18n } = useLingui();
  const route = useCurrentRoute();
  const title = route ? i18n._(pageTitles[route.name]) : '';
  return (
    <PageShell title={title}>
      <p className={lead}>{t`This page is being prepared.`}</p>
    </PageShell>
  );
}
