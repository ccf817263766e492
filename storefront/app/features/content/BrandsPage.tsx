import { useLingui } from '@lingui/react/macro';
import { Breadcrumbs, Container } from '@vitrina/design-system';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { routeTitle } from '../../routing/routeTable.ts';
import { DocumentTitle } from '../../ui/DocumentTitle.tsx';
import { heading } from '../../ui/PageShell.css.ts';
import type { loadBrandsPage } from './brands.server.ts';
import { BrandTiles } from './BrandTiles.tsx';

/** Every brand by weight, each leading to the virtual category of its products. */
export function BrandsPage({ data }: { data: Awaited<ReturnType<typeof loadBrandsPage>> }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const title = i18n._(routeTitle('brands'));
  return (
    <Container>
      <DocumentTitle title={title} />
      <Breadcrumbs
        label={t`Breadcrumbs`}
        items={[{ label: t`Home`, href: routePath('index', {}, locale) }, { label: title }]}
      />
      <h1 className={heading}>{title}</h1>
      <BrandTiles brands={data.brands} />
    </Container>
  );
}
