import { RewrittenPage } from '../features/content/rewrites/RewrittenPage.tsx';
import { resolveUnmatchedPath } from '../features/content/rewrites/unmatchedPath.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/catchAll';

/**
 * Any other path (route `all`): categories by slug (catalogue, later), then what the content
 * server says about the path: a rewritten page (200), a redirect (301/410) or a real 404.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const requestContext = getRequestContext(context);
  const rewritten = await resolveUnmatchedPath(requestContext, new URL(request.url));
  // The rewritten URL's own per-language slugs drive the language switch and hreflang.
  return { rewritten, localeParams: rewritten.localeParams };
}

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  return <RewrittenPage content={loaderData.rewritten} />;
}
