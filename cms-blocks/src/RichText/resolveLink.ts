import { firstFileKey, localized } from './attrs.ts';
import type { RichTextSettings } from './richTextContext.ts';
import { isExternalHref } from '@vitrina/design-system';
import { safeUrl } from './safeUrl.ts';

export interface ResolvedLink {
  href: string;
  /** Rendered as a plain anchor (other site, mail/phone app, or a file), not by the app's router. */
  external: boolean;
  targetBlank: boolean;
  title?: string;
}

/**
 * Link target of a link mark or button: `href` for the content locale, else the attached file.
 * Returns null when there is none or it is unsafe, so the caller renders plain text.
 */
export function resolveLink(
  attrs: Record<string, unknown> | undefined,
  { locale, fileUrl }: RichTextSettings,
): ResolvedLink | null {
  const title = localized(attrs?.['title'], locale);
  const targetBlank = attrs?.['link_target_blank'] === true;
  const rawHref = localized(attrs?.['href'], locale);
  if (rawHref !== undefined) {
    const href = safeUrl(rawHref);
    return href === null ? null : { href, external: isExternalHref(href), targetBlank, title };
  }
  const fileKey = firstFileKey(attrs?.['file']);
  const fileHref = fileKey === undefined ? null : safeUrl(fileUrl(fileKey));
  return fileHref === null ? null : { href: fileHref, external: true, targetBlank, title };
}

/** Spec §2: external links and new-tab links never give the opened page a handle on ours. */
export function anchorProps(link: ResolvedLink) {
  const rel = link.external || link.targetBlank ? 'noopener noreferrer' : undefined;
  return { href: link.href, rel, target: link.targetBlank ? '_blank' : undefined };
}
