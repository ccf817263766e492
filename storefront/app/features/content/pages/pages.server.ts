import { endpoints } from '@vitrina/contracts';
import { data, redirect } from 'react-router';
import { toPageError, logBackendFailure, type PageErrorData } from '../../../api/apiErrors.ts';
import { serverEnv } from '../../../env.server.ts';
import type { RequestContext } from '../../../request/requestContext.ts';
import { routePath } from '../../../routing/routePath.ts';
import { loadBlockData } from '../shared/blockData.server.ts';
import { slugLocaleParams } from '../shared/otherLocale.server.ts';
import { contentSeo } from '../shared/pageMeta.server.ts';
import { contentPageQueryOptions, findPageOfKind, type PageKind } from './pages.queries.ts';

/** The shop's contact details for a page's contact box; the box goes without them on failure. */
async function shopContact(context: RequestContext) {
  try {
    return (await context.api.call(endpoints.globals, {})).data.contact;
  } catch (error) {
    logBackendFailure(error);
    return null;
  }
}

/**
 * A content page by slug (route `page-slug`, and pages served at their own URL): 404 when no page
 * has the slug, a 301 to its own slug when it was found by the other language's.
 * `kind` narrows the lookup (a URL rewrite names it); `ownPath` is the rewritten URL it is shown at.
 */
export async function loadContentPage(
  context: RequestContext,
  slug: string,
  options: { kind?: PageKind; redirectToOwnSlug?: boolean } = {},
) {
  const found = await context.queryClient
    .ensureQueryData(contentPageQueryOptions(context.api, context.locale, slug, options.kind))
    .catch((error: unknown) => {
      throw toPageError(error);
    });
  if (!found) throw data<PageErrorData>({ message: 'Page not found' }, { status: 404 });
  const { page, kind } = found;
  const ownSlug = page.page_meta.slug;
  if (ownSlug !== slug && options.redirectToOwnSlug !== false) {
    throw redirect(routePath('page-slug', { slug: ownSlug }, context.locale), 301);
  }
  const hasContactBox = Boolean(page.contact_box.title_frontend || page.contact_box.description);
  const [blockData, contact, localeParams] = await Promise.all([
    loadBlockData(context, page.content_blocks),
    hasContactBox ? shopContact(context) : null,
    slugLocaleParams(context, ownSlug, (api) => findPageOfKind(api, kind, ownSlug)),
  ]);
  // A page with its own URL (url_rewrite) is known to search engines by that URL.
  const path = page.url_rewrite ?? routePath('page-slug', { slug: ownSlug }, context.locale);
  return {
    page: {
      title: page.title,
      content: page.content,
      blocks: page.content_blocks,
    },
    blockData,
    contactBox: hasContactBox
      ? {
          title: page.contact_box.title_frontend,
          description: page.contact_box.description,
          showButton: page.contact_box.show_button,
          contact,
          contactHref: routePath('contact', {}, context.locale),
        }
      : null,
    seo: contentSeo(context, page.page_meta, { title: page.title, path }),
    imageBase: serverEnv().contentApiUrl,
    localeParams,
  };
}

export type ContentPageData = Awaited<ReturnType<typeof loadContentPage>>;
export type ContactBoxData = NonNullable<ContentPageData['contactBox']>;
