import type { Route } from './+types/compareAction';
import { changeCompare } from '../features/product/compare/compare.server.ts';
import { getRequestContext } from '../request/requestContext.ts';

// Target of the compare toggle and the compare page's remove buttons; works without JavaScript.
export function action({ request, context }: Route.ActionArgs) {
  return changeCompare(request, getRequestContext(context));
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
