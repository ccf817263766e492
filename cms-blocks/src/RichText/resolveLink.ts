import { isExternalHref } from '@vitrina/design-system';
import type { ContentSettings } from '../content/contentContext.ts';
import { contentRouteKinds } from '../content/contentRoutes.ts';
import type { ContentRouteKind, ContentRouteTarget } from '../content/contentRoutes.ts';
import { firstFileKey, localized } from './attrs.ts';
import { normalizeInternalHref, stripStorefrontHost } from './linkRules.ts';
import { safeUrl } from './safeUrl.ts';

export interface ResolvedLink {
  href: string;
  /** Rendered as a plain anchor (other site, mail/phone app, or a file), not by the app's router. */
  external: boolean;
  targetBlank: boolean;
  title?: string;
}

interface HrefOptions {
  /** Typed by an editor as a URL: the shop's own host is stripped (spec: custom links). */
  custom: boolean;
}

/**
 * Applies spec §2's rules to one address: unsafe → null; external (mailto, tel, sms, geo, market,
 * or "://") left untouched; everything else gets slashes and query normalised.
 */
export function resolveHref(
  raw: string | undefined,
  settings: Pick<ContentSettings, 'storefrontHost'>,
  { custom }: HrefOptions,
): Pick<ResolvedLink, 'href' | 'external'> | null {
  // Safety first, on the raw value: normalising must never turn "javascript:x" into a "path".
  const safe = raw === undefined ? null : safeUrl(raw);
  if (safe === null) return null;
  const href = custom ? stripStorefrontHost(safe, settings.storefrontHost) : safe;
  if (isExternalHref(href)) return { href, external: true };
  return { href: normalizeInternalHref(href), external: false };
}

/**
 * Link target of a link mark or button: `href` for the content locale, else the attached file.
 * Returns null when there is none or it is unsafe, so the caller renders plain text.
 */
export function resolveLink(
  attrs: Record<string, unknown> | undefined,
  settings: ContentSettings,
): ResolvedLink | null {
  const { locale, fileUrl } = settings;
  const title = localized(attrs?.['title'], locale);
  const targetBlank = attrs?.['link_target_blank'] === true;
  const rawHref = localized(attrs?.['href'], locale);
  if (rawHref !== undefined) {
    // Editors paste full shop URLs into rich text too, so an href follows the custom-link rules.
    const link = resolveHref(rawHref, settings, { custom: true });
    return link === null ? null : { ...link, targetBlank, title };
  }
  const fileKey = firstFileKey(attrs?.['file']);
  const fileHref = fileKey === undefined ? null : safeUrl(fileUrl(fileKey));
  return fileHref === null ? null : { href: fileHref, external: true, targetBlank, title };
}

/** Link kinds an editor picks in a block link (spec §2): routes by slug, custom URL, basic path. */
export const contentLinkKinds = ['custom_link', 'path', ...contentRouteKinds] as const;
export type ContentLinkKind = (typeof contentLinkKinds)[number];

type Fields = Record<string, unknown>;

function record(value: unknown): Fields | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Fields)
    : undefined;
}

/** "category_link" and "category" name the same kind; anything unknown is a basic path. */
function linkKind(value: unknown): ContentLinkKind {
  const name = typeof value === 'string' ? value.replace(/_link$/, '') : '';
  if (name === 'custom') return 'custom_link';
  return contentLinkKinds.find((kind) => kind === name) ?? 'path';
}

function routeTarget(link: Fields, kind: ContentRouteKind, locale: ContentSettings['locale']) {
  const entity = record(link[`${kind}_link`]) ?? record(link['reference']) ?? link;
  const slug = localized(entity['slug'] ?? record(entity['page_meta'])?.['slug'], locale);
  const rawId = entity['_id'] ?? entity['entityId'];
  const id = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : undefined;
  return { entity, slug, id };
}

/** The app's route builder may throw on a bad slug; a broken link renders as plain words. */
function routeOrUndefined(
  settings: ContentSettings,
  target: ContentRouteTarget,
): string | undefined {
  try {
    return settings.resolveRoute(target, settings.locale) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Resolves a block link (button, top-category link, card link) of any kind. A string is a basic
 * path. An object has `link_type` and the field for that kind; a `url_rewrite` for the locale, on
 * the link or its target, wins over everything (spec §2).
 */
export function resolveContentLink(link: unknown, settings: ContentSettings): ResolvedLink | null {
  const { locale } = settings;
  if (typeof link === 'string') {
    const resolved = resolveHref(localized(link, locale), settings, { custom: false });
    return resolved && { ...resolved, targetBlank: false };
  }
  const fields = record(link);
  if (fields === undefined) return null;
  const kind = linkKind(fields['link_type']);
  const targetBlank = fields['link_target_blank'] === true;
  const title = localized(fields['title'], locale);
  const finish = (raw: string | undefined, custom: boolean): ResolvedLink | null => {
    const resolved = resolveHref(raw, settings, { custom });
    return resolved && { ...resolved, targetBlank, title };
  };

  const isRoute = kind !== 'custom_link' && kind !== 'path';
  const target = isRoute ? routeTarget(fields, kind, locale) : undefined;
  const rewrite = localized(fields['url_rewrite'] ?? target?.entity['url_rewrite'], locale);
  if (rewrite !== undefined) return finish(rewrite, true);

  if (kind === 'custom_link') return finish(localized(fields['custom_link'], locale), true);
  if (kind === 'path') {
    return finish(localized(fields['path'] ?? fields['href'] ?? fields['url'], locale), false);
  }
  if (target?.slug === undefined) return null;
  return finish(routeOrUndefined(settings, { kind, slug: target.slug, id: target.id }), false);
}

/** Spec §2: external links and new-tab links never give the opened page a handle on ours. */
export function anchorProps(link: ResolvedLink) {
  const rel = link.external || link.targetBlank ? 'noopener noreferrer' : undefined;
  return { href: link.href, rel, target: link.targetBlank ? '_blank' : undefined };
}
