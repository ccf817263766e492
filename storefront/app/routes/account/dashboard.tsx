import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/dashboard';
import { loadDashboard } from '../../features/account/dashboard.server.ts';
import { DashboardPage } from '../../features/account/DashboardPage.tsx';
import { UserArea } from '../../features/account/UserArea.tsx';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadDashboard(context, request);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <UserArea title={t`My account`}>
      <DashboardPage data={loaderData} />
    </UserArea>
  );
}
