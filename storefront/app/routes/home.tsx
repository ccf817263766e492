import { useLingui } from '@lingui/react/macro';
import { PageShell } from '../pages/PageShell.tsx';
import { pageTitles } from '../pages/pageTitles.ts';
import { lead } from '../pages/PageShell.css.ts';

/** The home page shell; banners, info boxes and featured products arrive in later issues. */
export default function Home() {
  const { t, i18n } = useLingui();
  return (
    <PageShell title={t`Welcome to Vitrina`} documentTitle={i18n._(pageTitles.index)}>
      <p className={lead}>{t`Browse the categories in the menu or search for a product.`}</p>
    </PageShell>
  );
}
