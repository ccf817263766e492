import type { Route } from './+types/recommendations';
import { recommendationRailAnswer } from '../features/catalog/recommendations/recommendations.server.ts';
import { getRequestContext } from '../request/requestContext.ts';

// The rails the browser loads (the added-item dialog, the error page); the browser may only talk
// to the shop itself, so the storefront asks the back end.
export function loader({ request, context }: Route.LoaderArgs) {
  return recommendationRailAnswer(getRequestContext(context), new URL(request.url));
}
