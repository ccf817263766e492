import { endpoints } from '@vitrina/contracts';
import type { UrlRewrite } from '@vitrina/contracts/content';
import { data, redirect } from 'react-router';
import { logBackendFailure, type PageErrorData } from '../../../api/apiErrors.ts';
import { apiFindingSlugsIn } from '../../../api/localeClient.server.ts';
import { otherLocale, type Locale } from '../../../i18n/locale.ts';
import type { RequestContext } from '../../../request/requestContext.ts';
import { loadBranchDetail } from '../branches/branches.server.ts';
import { loadContentPage } from '../pages/pages.server.ts';
import { findPageOfKind, type PageKind } from '../pages/pages.queries.ts';

/** The catch-all's slug of a path in a language: `/en/terms` → `terms`, `/o-nas` → `o-nas`. */
export function splatOf(path: string, locale: Locale): string {
  return path.replace(locale === 'en' ? /^\/en(\/|$)/ : /^\//, '').replace(/\/+$/, '');
}

/** Spec §2: whether the path is a rewritten content URL; a failing call counts as "no". */
async function askRewrite(context: RequestContext, path: string): Promise<UrlRewrite | null> {
  try {
    return await context.api.call(endpoints.urlRewrite, { query: { lang: context.locale, path } });
  } catch (error) {
    // The content server answers 404 for a path it does not rewrite; other failures are logged.
    if ((error as { status?: number }).status !== 404) logBackendFailure(error);
    return null;
  }
}

/** Spec §2/§8: a 301 to a different path, a 410 for a gone one; null when none is defined. */
async function askRedirect(context: RequestContext, path: string, slug: string) {
  try {
    const answer = await context.api.call(endpoints.redirect, {
      query: { path, route: 'all', slug: slug || undefined },
    });
    if (answer.status === 410) return data<PageErrorData>({ message: 'Gone' }, { status: 410 });
    const target = answer.redirectPath;
    // Only a path of this shop: a redirect never sends the shopper to another site.
    if (target && target.startsWith('/') && !target.startsWith('//') && target !== path) {
      return redirect(target, 301);
    }
  } catch (error) {
    logBackendFailure(error);
  }
  return null;
}

/**
 * The page's own URL in the other language for the language switch: the other language's
 * rewritten path as the catch-all's slug, or none (then that language has no alternate).
 */
async function rewrittenPageLocaleParams(
  context: RequestContext,
  kind: PageKind,
  slug: string,
  path: string,
) {
  const other = otherLocale(context.locale);
  const params: Partial<Record<Locale, { slug: string }>> = {
    [context.locale]: { slug: splatOf(path, context.locale) },
  };
  try {
    const page = await findPageOfKind(apiFindingSlugsIn(context, other), kind, slug);
    const otherSlug = page?.url_rewrite ? splatOf(page.url_rewrite, other) : '';
    if (otherSlug) params[other] = { slug: otherSlug };
  } catch (error) {
    logBackendFailure(error);
  }
  return params;
}

/** What a rewritten URL shows, rendered by the catch-all with status 200. */
async function loadRewritten(context: RequestContext, rewrite: UrlRewrite, path: string) {
  const slug = rewrite.page_meta.slug[context.locale];
  if (!slug) return null;
  switch (rewrite.type) {
    case 'page':
    case 'content_page': {
      const page = await loadContentPage(context, slug, {
        kind: rewrite.type,
        redirectToOwnSlug: false,
      });
      const localeParams = await rewrittenPageLocaleParams(context, rewrite.type, slug, path);
      return { kind: 'page' as const, page, localeParams };
    }
    case 'branch': {
      const branch = await loadBranchDetail(context, slug);
      // This URL exists in this language only; the branch's other pages are its detail routes.
      const localeParams = { [context.locale]: { slug: splatOf(path, context.locale) } };
      return { kind: 'branch' as const, branch, localeParams };
    }
    default:
      // Articles and article categories have their own routes; send the shopper there.
      return null;
  }
}

export type RewrittenContent = NonNullable<Awaited<ReturnType<typeof loadRewritten>>>;

/**
 * A path no route and no category matched (spec §2 "Error pages", §8): a URL rewrite shows its
 * page with 200; otherwise a redirect answers 301 (or 410 when gone); otherwise a real 404.
 * The catch-all calls this after its category lookup found nothing.
 */
export async function resolveUnmatchedPath(
  context: RequestContext,
  url: URL,
): Promise<RewrittenContent> {
  const path = url.pathname;
  const rewrite = await askRewrite(context, path);
  const rewritten = rewrite ? await loadRewritten(context, rewrite, path) : null;
  if (rewritten) return rewritten;
  const redirected = await askRedirect(context, path, splatOf(path, context.locale));
  if (redirected) throw redirected;
  throw data<PageErrorData>({ message: 'This page could not be found' }, { status: 404 });
}
