import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/orders';
import { loadOrdersPage } from '../../features/account/orders.server.ts';
import { OrdersPage } from '../../features/account/OrdersPage.tsx';
import { UserArea } from '../../features/account/UserArea.tsx';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrdersPage(context, request);
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <UserArea title={t`Orders`}>
      <OrdersPage data={loaderData} />
    </UserArea>
  );
}
