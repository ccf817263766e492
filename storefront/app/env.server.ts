import { parseSearchTrackingMinLength } from './analytics/searchTracking.ts';
import { parseHostList } from './features/content/branches/embeds.ts';
import { parseFeatureFlags } from './session/featureFlags.ts';

/** Server settings from the environment (see .env.example); read per call so tests can set them. */
export function serverEnv() {
  return {
    storeApiUrl: process.env.STORE_API_URL || 'http://127.0.0.1:4000',
    contentApiUrl: process.env.CONTENT_API_URL || 'http://127.0.0.1:4000/content',
    theme: process.env.VITRINA_THEME || 'eshop',
    /**
     * The shop's address as shoppers reach it, for absolute links (language alternates). Never
     * taken from the request's Host header, which any client can set and a shared cache would
     * then hand to everyone.
     */
    publicOrigin: publicOrigin(process.env.PUBLIC_URL, process.env.PORT),
    /**
     * A reverse proxy in front (TRUST_PROXY lists its addresses): its X-Forwarded-Proto tells
     * whether the shopper used HTTPS. server.ts drops the header from every other peer.
     */
    behindProxy: Boolean(process.env.TRUST_PROXY?.trim()),
    /** Raster map tiles of the branch map ({z}/{x}/{y}, optional {s}); the CSP allows their origin. */
    mapTileUrl: process.env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    /** Plain text credit the tile provider asks for, shown on the map. */
    mapTileAttribution: process.env.MAP_TILE_ATTRIBUTION || '© OpenStreetMap contributors',
    /** Hosts a branch's map and 360° iframes may come from (the CSP's frame-src). */
    embedAllowedHosts: parseHostList(process.env.EMBED_ALLOWED_HOSTS ?? 'www.google.com'),
    /** Spec §4: `search.query` is reported from this many characters (default 1). */
    searchTrackingMinLength: parseSearchTrackingMinLength(process.env.SEARCH_TRACKING_MIN_LENGTH),
    /** The shop's feature flags (spec §6 defaults, FEATURE_FLAGS changes them). */
    featureFlags: parseFeatureFlags(process.env.FEATURE_FLAGS),
    /**
     * The site admin panel and its per-browser overrides (theme, back end, feature flags) exist
     * only with ALLOW_ENV_OVERRIDE (decision 050); never set it on a shop open to the public.
     */
    allowEnvOverride: ['1', 'true', 'yes'].includes(process.env.ALLOW_ENV_OVERRIDE ?? ''),
    /**
     * The shop is in maintenance (MAINTENANCE_MODE): every page sends shoppers to the maintenance
     * page, which answers 503 with Retry-After (MAINTENANCE_RETRY_AFTER seconds, default 3600).
     */
    maintenance: {
      on: ['1', 'true', 'yes'].includes(process.env.MAINTENANCE_MODE ?? ''),
      retryAfterSeconds: Number(process.env.MAINTENANCE_RETRY_AFTER) || 3600,
    },
    /**
     * The account bank-transfer orders are paid to (SHOP_BANK_IBAN, SHOP_BANK_BIC); the default is
     * the IBAN format's documentation example. An IBAN that fails its check is no account at all:
     * the thank-you page then leaves the bank details out rather than print a wrong one.
     */
    bankAccount: {
      iban: process.env.SHOP_BANK_IBAN?.trim() || 'CZ6508000000192000145399',
      bic: process.env.SHOP_BANK_BIC?.trim() || null,
    },
    /** Back ends the panel may switch to, by name: `name=storeUrl|contentUrl,…`. */
    overrideBackends: parseBackendList(process.env.ENV_OVERRIDE_BACKENDS),
  };
}

export interface BackendUrls {
  store: string;
  content: string;
}

/** The back ends' base URLs: the environment's, or those of an override's listed name. */
export function backendUrls(overrideName?: string): BackendUrls {
  const env = serverEnv();
  const listed = overrideName ? env.overrideBackends[overrideName] : undefined;
  return listed ?? { store: env.storeApiUrl, content: env.contentApiUrl };
}

/** `staging=https://a|https://a/content` entries; a name with a non-http(s) URL is left out. */
export function parseBackendList(setting: string | undefined): Record<string, BackendUrls> {
  const list: Record<string, BackendUrls> = {};
  for (const entry of (setting ?? '').split(',')) {
    const [name, urls] = entry.split('=', 2).map((part) => part.trim());
    const [store, content] = (urls ?? '').split('|').map((url) => url.trim());
    const web = (url: string | undefined) => /^https?:\/\/[^/]/.test(url ?? '');
    if (name && /^[\w-]{1,32}$/.test(name) && web(store) && web(content)) {
      list[name] = { store: store as string, content: content as string };
    }
  }
  return list;
}

function publicOrigin(setting: string | undefined, port: string | undefined): string {
  if (!setting) return `http://localhost:${port || 3000}`;
  const url = URL.parse(setting);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL such as https://shop.example`);
  }
  return url.origin;
}
