import { endpoints } from '@vitrina/contracts';
import {
  cartConfigurationOperation,
  footerConfigurationOperation,
  topBannerOperation,
} from '@vitrina/contracts/content';
import type { ApiClient } from '../../../api/apiClient.ts';
import { logBackendFailure } from '../../../api/apiErrors.ts';
import { contentImage } from '../../../api/contentImages.server.ts';
import { sharedCache } from '../../../api/sharedCache.server.ts';
import { audienceOf, type RequestContext } from '../../../request/requestContext.ts';
import { webUrl } from '../../../routing/externalHref.ts';
import { readPreferences } from '../../../session/preferences.ts';

/** The content configuration the frame shows on every page, and the shop's domain. */
async function fetchSiteConfiguration(api: ApiClient) {
  const [banner, footer, cart, globals] = await Promise.all([
    api.query(topBannerOperation, {}),
    api.query(footerConfigurationOperation, {}),
    api.query(cartConfigurationOperation, {}),
    api.call(endpoints.globals, {}),
  ]);
  return {
    topBanner: banner.configuration.top_banner,
    footer: footer.configuration.footer,
    cart: cart.configuration.cart,
    domain: globals.data.domain,
  };
}

// The same for everyone of an audience, like the menus: a minute fresh, ten more stale.
const siteConfigurationOf = sharedCache({
  load: fetchSiteConfiguration,
  max: 200,
  freshMs: 60_000,
  staleMs: 10 * 60_000,
});

/**
 * What the furniture of every page needs: the top banner unless the shopper closed this version
 * of it (or it is off for the shop's domain), the footer, the shopping-disabled notice, and the
 * shopper's cookie choices. The page still renders when the configuration cannot be had: the
 * frame then goes without them.
 */
export async function loadSiteFurniture(context: RequestContext, request: Request) {
  const preferences = readPreferences(request.headers.get('cookie'));
  const config = await siteConfigurationOf(audienceOf(context)).catch((error: unknown) => {
    logBackendFailure(error);
    return null;
  });
  const banner = config?.topBanner;
  const domain = config?.domain ?? '';
  const bannerShown =
    banner?.enabled &&
    banner.text &&
    (banner.domain_enabled.length === 0 || banner.domain_enabled.includes(domain)) &&
    preferences.topBannerClosed !== banner.lastModified;
  const footer = config?.footer;
  return {
    topBanner: bannerShown
      ? {
          text: banner.text ?? '',
          label: banner.icon_text,
          background: banner.background_color,
          color: banner.font_color,
          lastModified: banner.lastModified,
        }
      : null,
    footer: footer
      ? {
          copyright: `© ${footer.copyright_year} ${footer.copyright_name}`,
          text: footer.text,
          image: contentImage(footer.image, { width: 160 }),
          socialLinks: footer.social_links.flatMap((link) => {
            const url = webUrl(link.url);
            return url ? [{ title: link.title, type: link.social_type, url }] : [];
          }),
        }
      : null,
    shoppingDisabled: config?.cart.shopping_disabled
      ? { text: config.cart.shopping_disabled_text }
      : null,
    preferences,
  };
}

export type SiteFurniture = Awaited<ReturnType<typeof loadSiteFurniture>>;
