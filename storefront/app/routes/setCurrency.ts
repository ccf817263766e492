import type { Route } from './+types/setCurrency';
import { setCurrency } from '../features/layout/setCurrency.server.ts';
import { getRequestContext } from '../request/requestContext.ts';

// Form target of the currency switch (features/layout/CurrencySwitch.tsx).
export function action({ request, context }: Route.ActionArgs) {
  return setCurrency(request, getRequestContext(context));
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
