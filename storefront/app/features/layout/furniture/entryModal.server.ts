import type { RichTextNode } from '@vitrina/contracts/content';
import { pageBySlugOperation } from '@vitrina/contracts/content';
import { logBackendFailure } from '../../../api/apiErrors.ts';
import type { RequestContext } from '../../../request/requestContext.ts';
import type { ThemeSettings } from '../../../ui/themeSettings.ts';

export interface EntryModalData {
  id: string;
  title: string;
  content: RichTextNode | null;
}

/**
 * The theme's entry modal (spec §1), unless the shopper closed it (by id) or the theme does not
 * enable it. Its text is a content page; without one, there is no modal, never an error page.
 */
export async function loadEntryModal(
  context: RequestContext,
  settings: ThemeSettings['entryModal'],
  closed: readonly string[],
): Promise<EntryModalData | null> {
  const enabled = settings.enabled || context.featureFlags.entryModal;
  if (!enabled || closed.includes(settings.id)) return null;
  try {
    const { page } = await context.api.query(pageBySlugOperation, { slug: settings.pageSlug });
    return page ? { id: settings.id, title: page.title, content: page.content } : null;
  } catch (error) {
    logBackendFailure(error);
    return null;
  }
}
