import type { Route } from './+types/logout';
import { logout } from '../../features/account/login.server.ts';

// Target of the account menu's logout form; a plain POST, so it works without JavaScript.
export function action({ request, context }: Route.ActionArgs) {
  return logout(request, context);
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
