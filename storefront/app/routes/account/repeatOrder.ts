import type { Route } from './+types/repeatOrder';
import { repeatOrder } from '../../features/account/repeatOrder.server.ts';

// The order detail's "repeat order" form target; works without JavaScript.
export function action({ request, context }: Route.ActionArgs) {
  return repeatOrder(request, context);
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
