import type { Route } from './+types/searchSuggestions';
import { loadSuggestions } from '../features/search/suggestions.server.ts';
import { getRequestContext } from '../request/requestContext.ts';

// The header search's dropdown asks here (JSON) while the shopper types; the browser may only
// talk to the shop itself (CSP connect-src 'self'), so the storefront asks the content server.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSuggestions(getRequestContext(context), new URL(request.url));
}
