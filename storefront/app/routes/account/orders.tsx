import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/orders';
import { UserArea } from '../../features/account/UserArea.tsx';
import { userPage } from '../../features/account/userArea.server.ts';
import { routeTitle } from '../../routing/routeTable.ts';
import { useCurrentRoute } from '../../routing/useCurrentRoute.ts';
import { lead } from '../../ui/PageShell.css.ts';

// Orders and order detail wait for the order calls of the cart work; the guard already applies.
export function loader({ request, context }: Route.LoaderArgs) {
  userPage(context, request);
  return null;
}

export default function Orders() {
  const { t, i18n } = useLingui();
  const route = useCurrentRoute();
  return (
    <UserArea title={i18n._(routeTitle(route?.name ?? 'user-orders'))}>
      <p className={lead}>{t`This page is being prepared.`}</p>
    </UserArea>
  );
}
