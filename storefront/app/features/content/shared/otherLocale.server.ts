import type { ApiClient } from '../../../api/apiClient.ts';
import { logBackendFailure } from '../../../api/apiErrors.ts';
import { apiFindingSlugsIn } from '../../../api/localeClient.server.ts';
import { otherLocale, type Locale } from '../../../i18n/locale.ts';
import type { RequestContext } from '../../../request/requestContext.ts';

type Params = Partial<Record<Locale, Record<string, string>>>;

/**
 * `localeParams` of a page whose slug differs per language (features/README.md): this language's
 * slug, and the other's as the content server names the same item there. An item missing in the
 * other language (or a failing call) leaves that language out, so no link points at a 404.
 */
export async function slugLocaleParams(
  context: RequestContext,
  slug: string,
  find: (api: ApiClient) => Promise<{ page_meta: { slug: string } } | null>,
): Promise<Params> {
  const other = otherLocale(context.locale);
  const params: Params = { [context.locale]: { slug } };
  try {
    const item = await find(apiFindingSlugsIn(context, other));
    if (item) params[other] = { slug: item.page_meta.slug };
  } catch (error) {
    logBackendFailure(error);
  }
  return params;
}
