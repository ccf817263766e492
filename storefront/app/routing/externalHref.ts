/** Spec section 2: mailto, tel, sms, geo, market or anything with `://` leaves the storefront. */
export function isExternalHref(href: string): boolean {
  return /^(mailto|tel|sms|geo|market):/i.test(href) || href.includes('://');
}

/** An http(s) address from content as a link, or null: no `javascript:` or `data:` gets a link. */
export function webUrl(value: string | null): string | null {
  const url = value ? URL.parse(value) : null;
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}
