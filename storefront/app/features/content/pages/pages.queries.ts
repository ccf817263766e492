import { queryOptions } from '@tanstack/react-query';
import {
  contentPageBySlugOperation,
  pageBySlugOperation,
  type ContentPage,
} from '@vitrina/contracts/content';
import type { ApiClient } from '../../../api/apiClient.ts';
import type { Locale } from '../../../i18n/locale.ts';

export type PageKind = 'page' | 'content_page';

/** A page of one kind by slug; null when there is none. */
export function findPageOfKind(api: ApiClient, kind: PageKind, slug: string) {
  return kind === 'page'
    ? api.query(pageBySlugOperation, { slug }).then((answer) => answer.page)
    : api.query(contentPageBySlugOperation, { slug }).then((answer) => answer.contentPage);
}

/**
 * A page of `/stranka/{slug}`: both kinds share the route (spec §2, privacy policy and terms
 * included), the page kind first. Null when neither has the slug.
 */
export function contentPageQueryOptions(
  api: ApiClient,
  locale: Locale,
  slug: string,
  kind?: PageKind,
) {
  return queryOptions({
    queryKey: ['contentPage', locale, slug, kind ?? 'any'],
    queryFn: async (): Promise<{ kind: PageKind; page: ContentPage } | null> => {
      for (const each of kind ? [kind] : (['page', 'content_page'] as const)) {
        const page = await findPageOfKind(api, each, slug);
        if (page) return { kind: each, page };
      }
      return null;
    },
  });
}
