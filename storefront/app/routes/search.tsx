import type { Route } from './+types/search';
import { loadSearchPage } from '../features/search/search.server.ts';
import { SearchPage } from '../features/search/SearchPage.tsx';
import { getRequestContext } from '../request/requestContext.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(getRequestContext(context), new URL(request.url));
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
