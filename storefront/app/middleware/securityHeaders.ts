/** Headers every response carries (decision 028). */
export function securityHeaders(input: { https: boolean; production: boolean }) {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // No other site's window may keep a handle on ours (tabnabbing, cross-window leaks).
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Powerful browser features the shop does not use stay off, for its own scripts too.
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  };
  // Only over HTTPS (a browser ignores it otherwise) and never on a developer's localhost.
  if (input.https && input.production) {
    headers['Strict-Transport-Security'] = 'max-age=31536000';
  }
  return headers;
}

/**
 * The Content-Security-Policy of one HTML response. Scripts run only with this response's nonce
 * (and what they load, 'strict-dynamic'); styles come from the app's CSS files, while style
 * attributes that components render (image ratios, block colours) stay allowed.
 */
export function contentSecurityPolicy(input: {
  nonce: string;
  /** Origins images may come from besides the shop (the content server's image endpoint). */
  imageOrigins: readonly string[];
  /**
   * Origins allowed in iframes (a branch's map and 360° view, EMBED_ALLOWED_HOSTS); without any,
   * frames fall back to default-src.
   */
  frameOrigins?: readonly string[];
  /** Vite's dev server injects <style> elements and talks over a WebSocket. */
  development: boolean;
}): string {
  const directives = [
    "default-src 'self'",
    // 'self' only counts for browsers without 'strict-dynamic' (CSP2), which ignore the rest.
    `script-src 'nonce-${input.nonce}' 'strict-dynamic' 'self'`,
    input.development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...input.imageOrigins].join(' '),
    "font-src 'self'",
    ...(input.frameOrigins?.length ? [['frame-src', ...input.frameOrigins].join(' ')] : []),
    input.development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  return directives.join('; ');
}

/**
 * The img-src source of a map tile URL template (`https://{s}.tile.example/{z}/{x}/{y}.png`):
 * its origin, with a `{s}` subdomain as a wildcard; null for anything but an http(s) URL.
 */
export function tileImageSource(template: string): string | null {
  const url = URL.parse(
    template.replace('{s}', 'subdomain-placeholder').replace(/\{[a-z]+\}/g, '0'),
  );
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  return url.origin.replace('subdomain-placeholder', '*');
}
