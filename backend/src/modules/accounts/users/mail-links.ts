import type { Locale } from '@vitrina/contracts';
import { ValidationError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { listDomainCodes } from '../../shop/globals/globals.service.ts';

/** The storefront pages an e-mailed link opens when the request names none (its route table). */
const defaultPages = {
  activation: { cs: '/aktivovat', en: '/en/activate' },
  passwordReset: { cs: '/resetovat-heslo', en: '/en/reset-password' },
  watchUnsubscribe: { cs: '/hlidaci-pes/odhlasit', en: '/en/watchdog/unsubscribe' },
  product: { cs: '/produkt', en: '/en/product' },
} satisfies Record<string, Record<Locale, string>>;

export type LinkPage = keyof typeof defaultPages;

/**
 * Where an e-mailed link points: `callbackUrl`, or the storefront's page for the request's locale;
 * `withParams` adds the token. Checked before anything is written, so a refused callbackUrl answers
 * the same whether or not the e-mail has an account. A callbackUrl must be on the storefront's origin (config STOREFRONT_URL)
 * or on one of the shop's domains over https: otherwise anyone could make the shop send its
 * customers a genuine-looking e-mail with a token-carrying link to a foreign site.
 */
export async function mailLinkBase(
  ctx: RequestContext,
  storefrontUrl: string,
  page: LinkPage,
  callbackUrl: string | undefined,
): Promise<URL> {
  const url = new URL(callbackUrl ?? defaultPages[page][ctx.locale], storefrontUrl);
  if (callbackUrl !== undefined && !(await isShopOrigin(ctx, storefrontUrl, url))) {
    throw new ValidationError("The callbackUrl must point to the shop's own site", 'callbackUrl');
  }
  return url;
}

export function withParams(base: URL, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

async function isShopOrigin(ctx: RequestContext, storefrontUrl: string, url: URL) {
  if (url.username || url.password) return false;
  if (url.origin === new URL(storefrontUrl).origin) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return (await listDomainCodes(ctx.db)).includes(url.hostname.toLowerCase());
}
