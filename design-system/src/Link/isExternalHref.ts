const externalSchemes = /^(mailto|tel|sms|geo|market):/i;

/**
 * True for addresses the app router must not handle: other sites (anything with "://", or a
 * protocol-relative "//host") and the device schemes mailto:, tel:, sms:, geo: and market:.
 */
export function isExternalHref(href: string): boolean {
  const trimmed = href.trim();
  return externalSchemes.test(trimmed) || trimmed.includes('://') || trimmed.startsWith('//');
}
