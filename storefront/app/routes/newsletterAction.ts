import { newsletterAction } from '../features/content/forms/newsletter.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/newsletterAction';

// Form target of the footer's and the newsletter blocks' subscription forms.
export function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(getRequestContext(context), request);
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
