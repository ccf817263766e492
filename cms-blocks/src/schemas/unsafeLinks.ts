import { safeUrl } from '../RichText/safeUrl.ts';

/** Fields that hold an address in rich text (`href`) and in block links. */
const linkFields = new Set(['href', 'custom_link', 'url_rewrite', 'link', 'url']);

const localeKey = /^[a-z]{2}$/;

export interface UnsafeLink {
  path: readonly PropertyKey[];
  href: string;
}

function addresses(value: unknown, path: PropertyKey[]): UnsafeLink[] {
  if (typeof value === 'string') return safeUrl(value) === null ? [{ path, href: value }] : [];
  // A per-language address: { "cs": "…", "en": "…" } (a link object is walked field by field).
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, entry]) =>
      localeKey.test(key) && typeof entry === 'string' ? addresses(entry, [...path, key]) : [],
    );
  }
  return [];
}

/**
 * Every link in the content that the renderer refuses (javascript:, data:, protocol-relative…),
 * with its path: the page shows such a link as plain words, and the editor should know why.
 * A link object's `path` counts too; empty strings are "no link", not unsafe.
 */
export function findUnsafeLinks(value: unknown, path: PropertyKey[] = []): UnsafeLink[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => findUnsafeLinks(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  const fields = value as Record<string, unknown>;
  return Object.entries(fields).flatMap(([key, entry]) => {
    const isLink = linkFields.has(key) || (key === 'path' && 'link_type' in fields);
    const found = isLink ? addresses(entry, [...path, key]) : [];
    const here = found.filter((link) => link.href.trim() !== '');
    return [...here, ...findUnsafeLinks(entry, [...path, key])];
  });
}
