import { useLingui } from '@lingui/react/macro';
import { routeTitle } from '../../routing/routeTable.ts';
import { PageShell } from '../../ui/PageShell.tsx';
import { lead } from '../../ui/PageShell.css.ts';

/** The home page; banners, info boxes and featured products arrive with the content pages. */
export function HomePage() {
  const { t, i18n } = useLingui();
  return (
    <PageShell title={t`Welcome to Vitrina`} documentTitle={i18n._(routeTitle('index'))}>
      <p className={lead}>{t`Browse the categories in the menu or search for a product.`}</p>
    </PageShell>
  );
}
