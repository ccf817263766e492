import { useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@vitrina/design-system';
import { JsonLd } from './JsonLd.tsx';
import { trailJsonLd, type TrailItem } from './structuredData.ts';

/**
 * The visible breadcrumbs and the same trail as a schema.org BreadcrumbList. `items` link by
 * path; `pageUrl` (absolute) names the last item when it has no link of its own.
 */
export function BreadcrumbTrail(props: {
  items: readonly TrailItem[];
  origin: string;
  pageUrl: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <Breadcrumbs label={t`Breadcrumbs`} items={props.items} />
      <JsonLd data={trailJsonLd(props.items, props.origin, props.pageUrl)} />
    </>
  );
}
