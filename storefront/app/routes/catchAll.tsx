import type { Route } from './+types/catchAll';
import { loadCategoryPage } from '../features/catalog/category.server.ts';
import { CategoryPage } from '../features/catalog/CategoryPage.tsx';
import { getRequestContext } from '../request/requestContext.ts';

/**
 * Any other path (route `all`): a store category or a virtual category by its slug; anything
 * else is a real 404, shown by the pages layout's error boundary.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadCategoryPage(getRequestContext(context), params['*'] ?? '', new URL(request.url));
}

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  return <CategoryPage data={loaderData} />;
}
