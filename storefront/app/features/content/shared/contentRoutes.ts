import type { ResolveContentRoute } from '@vitrina/cms-blocks';
import type { Locale } from '../../../i18n/locale.ts';
import { routePath } from '../../../routing/routePath.ts';
import type { RouteName } from '../../../routing/routeTable.ts';

/** Which route shows each kind of content link (spec §2 "Content link types"). */
const routeOfKind = {
  page: 'page-slug',
  content_page: 'page-slug',
  branch: 'branch-slug',
  article: 'article-slug',
  article_category: 'articleList-slug',
  article_tag: 'articleTag-slug',
  category: 'all',
  virtual_category: 'all',
} as const satisfies Record<string, RouteName>;

/** The storefront's route builder for content links; a slug it cannot use leaves the text unlinked. */
export const resolveContentRoute: ResolveContentRoute = ({ kind, slug }, locale: Locale) => {
  try {
    return routePath(routeOfKind[kind], { slug }, locale);
  } catch {
    return null;
  }
};
