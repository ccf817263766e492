import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/activate';
import { ActivatePage } from '../../features/account/ActivatePage.tsx';
import { activate } from '../../features/account/passwords.server.ts';
import { PageShell } from '../../ui/PageShell.tsx';

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export function action({ request, context }: Route.ActionArgs) {
  return activate(request, context);
}

export default function Activate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <PageShell title={t`Account activation`}>
      <ActivatePage token={loaderData.token} result={actionData} />
    </PageShell>
  );
}
