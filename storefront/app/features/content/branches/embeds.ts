/**
 * Where a branch's map and 360° iframes may come from: their address, only over HTTPS and only on
 * a host of the allowlist (EMBED_ALLOWED_HOSTS). Editors paste either the address or the whole
 * `<iframe>` snippet a map service offers; only its `src` is kept, never the markup.
 */
export function allowedEmbedUrl(
  value: string | null,
  allowedHosts: readonly string[],
): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const source = trimmed.startsWith('<')
    ? /\ssrc\s*=\s*["']([^"']+)["']/i.exec(trimmed)?.[1]?.replaceAll('&amp;', '&')
    : trimmed;
  const url = source ? URL.parse(source) : null;
  if (!url || url.protocol !== 'https:' || url.username || url.password) return null;
  return allowedHosts.includes(url.hostname.toLowerCase()) ? url.href : null;
}

/** The allowlist from its setting: comma-separated host names, lower case, without blanks. */
export function parseHostList(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => /^[a-z0-9.-]+$/.test(host));
}
