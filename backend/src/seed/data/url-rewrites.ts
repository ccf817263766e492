import type { UrlRewriteType } from '@vitrina/contracts/content';

/** Per language: the path that shows the item and its slug; either may be missing. */
export interface UrlRewriteSpec {
  type: UrlRewriteType;
  cs: { path?: string; slug?: string };
  en: { path?: string; slug?: string };
}

/** Content reachable at its own URL besides the catch-all route. Paths as the storefront sees them. */
export const urlRewriteSpecs: readonly UrlRewriteSpec[] = [
  {
    type: 'page',
    cs: { path: '/obchodni-podminky', slug: 'obchodni-podminky' },
    en: { path: '/en/terms-and-conditions', slug: 'terms-and-conditions' },
  },
  { type: 'page', cs: { path: '/o-nas', slug: 'o-spolecnosti' }, en: { slug: 'about-us' } },
  {
    type: 'content_page',
    cs: { path: '/doprava-a-platba', slug: 'doprava-a-platba' },
    en: { path: '/en/delivery-and-payment', slug: 'delivery-and-payment' },
  },
  { type: 'branch', cs: { path: '/prodejna-praha', slug: 'praha-centrum' }, en: {} },
];

export interface RedirectSpec {
  from: string;
  /** Only for this language; otherwise every language. */
  locale?: 'cs' | 'en';
  /** Target of a 301; absent means 410 gone. */
  to?: string;
}

export const redirectSpecs: readonly RedirectSpec[] = [
  { from: '/stary-kosik', to: '/kosik' },
  { from: '/akce-2019' },
  { from: '/en/old-cart', locale: 'en', to: '/en/cart' },
  // The sale banners' links: a language-specific target for one old path, and the English path.
  { from: '/vyprodej', locale: 'cs', to: '/notebooky-do-20-000-kc' },
  { from: '/vyprodej', locale: 'en', to: '/en/laptops-under-czk-20-000' },
  { from: '/en/sale', locale: 'en', to: '/en/laptops-under-czk-20-000' },
];
