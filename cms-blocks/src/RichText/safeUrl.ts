/** Schemes a content editor may link to (spec §2 "Other routing facts"); everything else is refused. */
const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel', 'sms', 'geo', 'market']);

/** Schemes the storefront hands to the OS or another app rather than its own router. */

// Browsers drop C0 controls and strip tabs/newlines anywhere in a URL, so "java\tscript:" still
// runs; zero-width and bidi characters hide a scheme from a human reviewer. A real link has none.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const invisible = /[\u0000-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF]/;

// An encoded colon in the first path segment means someone is smuggling a scheme past a filter.
const encodedColon = /%3a|&colon;?|&#0*58;?|&#x0*3a;?/i;

/**
 * Returns the href if it is safe to put in an `href`/`src`, otherwise null. Allows http(s), mailto,
 * tel, sms, geo, market, relative paths, queries and `#anchors`; refuses every other scheme
 * (javascript:, data:, vbscript:…), obfuscated variants and protocol-relative `//host` links.
 */
export function safeUrl(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const url = href.trim();
  if (url === '' || invisible.test(url)) return null;
  // "//host" and "/\host" leave the site while looking like a path (browsers treat \ as /).
  if (/^[/\\]{2}/.test(url)) return null;

  // Entities contain "#", so look for them before the first "/" or "?" only.
  const beforePath = url.split(/[/?]/, 1)[0] ?? '';
  if (encodedColon.test(beforePath) || beforePath.includes('&#')) return null;

  const firstSegment = url.split(/[/?#]/, 1)[0] ?? '';

  const colon = firstSegment.indexOf(':');
  if (colon === -1) return url; // relative path, query or anchor
  const scheme = firstSegment.slice(0, colon);
  if (!/^[a-z][a-z0-9+.-]*$/i.test(scheme)) return null;
  return allowedSchemes.has(scheme.toLowerCase()) ? url : null;
}

// Raster images inline cannot run script (unlike SVG or HTML), so they are fine as an <img> src.
const rasterDataUri = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z0-9+/]+={0,2}$/i;

/** `safeUrl` for an <img> src, which may also be an inline base64 raster image. */
export function safeImageSrc(src: unknown): string | null {
  if (typeof src === 'string' && rasterDataUri.test(src)) return src;
  return safeUrl(src);
}
