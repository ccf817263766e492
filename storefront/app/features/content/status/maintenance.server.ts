import { data } from 'react-router';
import { serverEnv } from '../../../env.server.ts';
import type { RequestContext } from '../../../request/requestContext.ts';
import { routePath } from '../../../routing/routePath.ts';
import { routeTitle } from '../../../routing/routeTable.ts';
import { contentSeo } from '../shared/pageMeta.server.ts';

/**
 * The maintenance page: 503 with Retry-After while the shop is in maintenance (search engines
 * come back later instead of dropping the shop), a plain "we are open" page otherwise.
 */
export function loadMaintenance(context: RequestContext) {
  const { on, retryAfterSeconds } = serverEnv().maintenance;
  const title = context.i18n._(routeTitle('maintenance'));
  const page = {
    inMaintenance: on,
    homeHref: routePath('index', {}, context.locale),
    seo: contentSeo(context, null, { title, path: routePath('maintenance', {}, context.locale) }),
  };
  return on
    ? data(page, { status: 503, headers: { 'Retry-After': String(retryAfterSeconds) } })
    : data(page);
}
