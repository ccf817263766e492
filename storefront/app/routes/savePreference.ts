import type { Route } from './+types/savePreference';
import { savePreference } from '../features/layout/furniture/preferences.server.ts';
import { getRequestContext } from '../request/requestContext.ts';

// Form target of the cookie consent, the top banner's and the entry modal's close buttons when
// JavaScript is off (features/layout/furniture/).
export function action({ request, context }: Route.ActionArgs) {
  return savePreference(request, getRequestContext(context));
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
