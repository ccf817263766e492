import type { PageKind } from '../../db/schema/content-pages.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { pageMeta, type PageMeta } from '../content-shared/page-meta.ts';
import {
  selectMenuPages,
  selectPageBySlug,
  selectPageTranslations,
  type PageRow,
} from './content-pages.repository.ts';

export interface Page {
  _id: string;
  title: string;
  content: unknown;
  contact_box: { title_frontend: string | null; description: string | null; show_button: boolean };
  page_meta: PageMeta;
  content_blocks: unknown[];
  kind: PageKind;
}

async function toPages(ctx: RequestContext, rows: PageRow[]): Promise<Page[]> {
  const translations = await selectPageTranslations(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const t = translations.get(row.id);
    if (!t) return [];
    return [
      {
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
      },
    ];
  });
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
