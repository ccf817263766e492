/**
 * A same-origin path to return to after a form post, or the fallback. Rejects absolute and
 * protocol-relative URLs (`//evil`, `/\evil`) so the form cannot be used as an open redirect.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return value;
}
