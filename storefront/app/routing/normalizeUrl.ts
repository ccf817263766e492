/**
 * Global URL rules of spec section 2, applied before routing. Returns the normalised
 * `path?query` when at least one rule applies (the caller answers with one 301), else null.
 *  1. the `fbclid` query parameter is dropped, other parameters keep their order and encoding;
 *  2. uppercase letters in the path become lowercase (the query is untouched);
 *  3. a trailing slash is removed from any path longer than one character
 *     (docs/decisions/001-trailing-slash.md).
 * Static files (`/assets/...`, anything whose last segment has an extension) are left alone.
 */
export function normalizeUrl(url: string): string | null {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : withoutHash.slice(queryAt + 1);
  if (isStaticFile(path)) return null;

  const nextQuery = dropFbclid(query);
  const nextPath = stripTrailingSlashes(lowercasePath(path));
  if (nextPath === path && nextQuery === query) return null;
  // Several leading slashes would make the Location protocol-relative (an open redirect).
  const safePath = nextPath.replace(/^\/{2,}/, '/');
  return nextQuery ? `${safePath}?${nextQuery}` : safePath;
}

function isStaticFile(path: string): boolean {
  if (path.startsWith('/assets/')) return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z][a-z0-9]{0,7}$/i.test(lastSegment);
}

function dropFbclid(query: string): string {
  if (!query) return query;
  const kept = query.split('&').filter((pair) => {
    const name = pair.split('=')[0] ?? '';
    return safeDecode(name.replace(/\+/g, ' ')) !== 'fbclid';
  });
  return kept.join('&');
}

/** Lowercases per segment after decoding, so `%C4%8C` (Č) becomes `%C4%8D` (č) but plain escapes stay. */
function lowercasePath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      const decoded = safeDecode(segment);
      const lower = decoded.toLowerCase();
      return lower === decoded ? segment : encodeURIComponent(lower);
    })
    .join('/');
}

function stripTrailingSlashes(path: string): string {
  if (path.length <= 1 || !path.endsWith('/')) return path;
  return path.replace(/\/+$/, '') || '/';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
