import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/order';
import { loadOrderPage } from '../../features/account/orders.server.ts';
import { OrderDetailPage } from '../../features/account/OrderDetailPage.tsx';
import { UserArea } from '../../features/account/UserArea.tsx';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOrderPage(context, request, params.id);
}

export default function Order({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <UserArea title={t`Order ${loaderData.order.code}`}>
      <OrderDetailPage data={loaderData} />
    </UserArea>
  );
}
