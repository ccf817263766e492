import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/watchdogUnsubscribe';
import { unwatchAction } from '../features/product/watchdog.server.ts';
import { WatchdogUnsubscribePage } from '../features/product/WatchdogUnsubscribePage.tsx';
import { getRequestContext } from '../request/requestContext.ts';
import { PageShell } from '../ui/PageShell.tsx';

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  return { outcome: await unwatchAction(getRequestContext(context), await request.formData()) };
}

export default function WatchdogUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <PageShell title={t`Cancel the watchdog`}>
      <WatchdogUnsubscribePage token={loaderData.token} outcome={actionData?.outcome} />
    </PageShell>
  );
}
