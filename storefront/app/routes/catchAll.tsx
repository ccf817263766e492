import { CategoryPage } from '../features/catalog/CategoryPage.tsx';
import { loadCategoryPage } from '../features/catalog/category.server.ts';
import { RewrittenPage } from '../features/content/rewrites/RewrittenPage.tsx';
import { resolveUnmatchedPath } from '../features/content/rewrites/unmatchedPath.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/catchAll';

/**
 * Any other path (route `all`): a store category or a virtual category by its slug; otherwise what
 * the content server says about the path: a rewritten page (200), a redirect (301/410) or a real
 * 404, shown by the pages layout's error boundary.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const requestContext = getRequestContext(context);
  const url = new URL(request.url);
  const category = await loadCategoryPage(requestContext, params['*'] ?? '', url);
  if (category) return { category, rewritten: null, localeParams: category.localeParams };
  const rewritten = await resolveUnmatchedPath(requestContext, url);
  // The rewritten URL's own per-language slugs drive the language switch and hreflang.
  return { category: null, rewritten, localeParams: rewritten.localeParams };
}

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  if (loaderData.category) return <CategoryPage data={loaderData.category} />;
  return <RewrittenPage content={loaderData.rewritten} />;
}
