import {
  errorPageConfigurationOperation,
  topCategoriesOperation,
} from '@vitrina/contracts/content';
import type { ApiClient } from '../../../api/apiClient.ts';
import { logBackendFailure } from '../../../api/apiErrors.ts';
import { contentImage } from '../../../api/contentImages.server.ts';
import { sharedCache } from '../../../api/sharedCache.server.ts';
import { audienceOf, type RequestContext } from '../../../request/requestContext.ts';
import { routePath } from '../../../routing/routePath.ts';

/** The error page's configured content and the top categories to carry on from (spec §2, §8). */
async function fetchErrorPage(api: ApiClient) {
  const [configuration, top] = await Promise.all([
    api.query(errorPageConfigurationOperation, {}),
    api.query(topCategoriesOperation, {}).catch((error: unknown) => {
      logBackendFailure(error);
      return null;
    }),
  ]);
  return { page: configuration.configuration.error_page, lists: top?.topCategories ?? [] };
}

// Anonymous and the same for an audience, like the footer: a minute fresh, ten more stale.
const errorPageOf = sharedCache({
  load: fetchErrorPage,
  max: 200,
  freshMs: 60_000,
  staleMs: 10 * 60_000,
});

/**
 * What the 403/404/500 pages show from the content server: the configured title, text and
 * image, and the top categories as links. Null when the configuration cannot be had; the error
 * page then shows its own wording (ui/ErrorPage.tsx).
 */
export async function loadErrorPageContent(context: RequestContext) {
  const found = await errorPageOf(audienceOf(context)).catch((error: unknown) => {
    logBackendFailure(error);
    return null;
  });
  if (!found) return null;
  const { page, lists } = found;
  const links = lists.flatMap((list) =>
    [...list.top_store_categories, ...list.top_virtual_categories].map((ref) => ({
      title: ref.title,
      href: routePath('all', { slug: ref.slug }, context.locale),
    })),
  );
  return {
    title: page.title.trim() || null,
    content: page.content,
    image: contentImage(page.image, { width: 480 }),
    // A category in two lists is offered once.
    topCategories: links.filter(
      (link, index) => links.findIndex((other) => other.href === link.href) === index,
    ),
  };
}

export type ErrorPageContent = NonNullable<Awaited<ReturnType<typeof loadErrorPageContent>>>;
