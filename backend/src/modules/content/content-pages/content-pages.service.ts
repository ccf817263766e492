import type { ContentPage } from '@vitrina/contracts/content';
import { pageKinds, type PageKind } from '../../../db/schema/content-pages.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { pageMeta } from '../content-shared/page-meta.ts';
import { loadTranslated } from '../../../db/translations.ts';
import { findRewritePaths } from '../url-rewrites/url-rewrites.service.ts';
import {
  selectMenuPages,
  selectPageBySlug,
  selectPageTranslations,
  type PageRow,
} from './content-pages.repository.ts';

/** A page as GraphQL returns it, and which kind it is (the two kinds share one table). */
export type Page = ContentPage & { kind: PageKind };

async function toPages(ctx: RequestContext, rows: PageRow[]): Promise<Page[]> {
  const pages = await loadTranslated(ctx, rows, selectPageTranslations, (row, t) => ({
    _id: String(row.id),
    title: t.title,
    content: t.content,
    contact_box: {
      title_frontend: t.contactBoxTitle,
      description: t.contactBoxDescription,
      show_button: row.contactBoxShowButton,
    },
    page_meta: pageMeta(t, row),
    content_blocks: t.contentBlocks,
    kind: row.kind,
  }));
  return withUrlRewrites(ctx, pages);
}

/**
 * Each page's own path in the request language (spec §3 `url_rewrite`), from the URL rewrites
 * that already route that path to it, so the path is stored once; null when it has none.
 */
async function withUrlRewrites(
  ctx: RequestContext,
  pages: Omit<Page, 'url_rewrite'>[],
): Promise<Page[]> {
  const paths = await Promise.all(
    pageKinds.map((kind) =>
      findRewritePaths(
        ctx,
        kind,
        pages.filter((page) => page.kind === kind).map((page) => page.page_meta.slug),
      ),
    ),
  );
  const byKind = new Map(pageKinds.map((kind, index) => [kind, paths[index]]));
  return pages.map((page) => ({
    ...page,
    url_rewrite: byKind.get(page.kind)?.get(page.page_meta.slug) ?? null,
  }));
}

/** Pages of the page menu, in menu order. */
export async function listMenuPages(ctx: RequestContext): Promise<Page[]> {
  return toPages(ctx, await selectMenuPages(ctx));
}

/** A page (`kind` page) or content page by its slug; null when there is none. */
export async function findPage(
  ctx: RequestContext,
  kind: Page['kind'],
  slug: string,
): Promise<Page | null> {
  const row = await selectPageBySlug(ctx, kind, slug);
  if (!row) return null;
  const [page] = await toPages(ctx, [row]);
  return page ?? null;
}
