import { useLingui } from '@lingui/react/macro';
import { Button } from '@vitrina/design-system';
import { PageMeta } from '../../../ui/PageMeta.tsx';
import { PageShell } from '../../../ui/PageShell.tsx';
import { lead } from '../../../ui/PageShell.css.ts';

export function MaintenancePage(props: {
  inMaintenance: boolean;
  homeHref: string;
  seo: { documentTitle: string; meta: Parameters<typeof PageMeta>[0]['meta'] };
}) {
  const { t } = useLingui();
  return (
    <PageShell title={props.seo.documentTitle}>
      <PageMeta meta={{ ...props.seo.meta, noindex: true }} />
      {props.inMaintenance ? (
        <p className={lead}>
          {t`We are improving the shop. It will be back shortly – thank you for your patience.`}
        </p>
      ) : (
        <>
          <p className={lead}>{t`The shop is open, no maintenance is under way.`}</p>
          <Button href={props.homeHref}>{t`Go to the shop`}</Button>
        </>
      )}
    </PageShell>
  );
}
