import { createContext, use } from 'react';
import { buildFileUrl, buildImageUrl } from '@vitrina/contracts/plain';
import type { Locale } from '@vitrina/contracts';
import { defaultResolveRoute } from './contentRoutes.ts';
import type { ResolveContentRoute } from './contentRoutes.ts';

export interface ImageUrlOptions {
  width?: number;
  height?: number;
  crop?: boolean;
}

/** Builds an image URL from a content-server fileKey; the app supplies its CDN form (spec §7). */
export type ImageUrlBuilder = (fileKey: string, options: ImageUrlOptions) => string;
/** Builds a download URL for a file attached to a button or link. */
export type FileUrlBuilder = (fileKey: string) => string;

/** What every renderer here needs from the app: language, URL builders and link rules. */
export interface ContentSettings {
  /** Content locale: picks `title`/`href` out of per-locale attribute maps. */
  locale: Locale;
  imageUrl: ImageUrlBuilder;
  fileUrl: FileUrlBuilder;
  /** Paths of pages, articles, branches and categories (the storefront's route builder). */
  resolveRoute: ResolveContentRoute;
  /** The shop's own host (e.g. "www.vitrina.cz"): custom links to it become app paths. */
  storefrontHost?: string;
}

/** Same-origin defaults so stories and tests render without an app; the storefront overrides them. */
/**
 * Same-origin URLs in the image endpoint's own form (the one builder in @vitrina/contracts, also
 * used by the back end); the storefront passes a builder with its CDN base instead. A key the
 * builder refuses (hostile content) gives no URL rather than a crash.
 */
export const defaultImageUrl: ImageUrlBuilder = (fileKey, options) => {
  try {
    return buildImageUrl({ base: '', fileKey, ...options });
  } catch {
    return '';
  }
};

export const defaultFileUrl: FileUrlBuilder = (fileKey) => {
  try {
    return buildFileUrl({ base: '', fileKey });
  } catch {
    return '';
  }
};

export const defaultContentSettings: ContentSettings = {
  // Czech is the shop's default content locale (contracts' defaultLocale; only types cross here).
  locale: 'cs',
  imageUrl: defaultImageUrl,
  fileUrl: defaultFileUrl,
  resolveRoute: defaultResolveRoute,
};

export const ContentContext = createContext<ContentSettings>(defaultContentSettings);

export function useContentSettings(): ContentSettings {
  return use(ContentContext);
}

/** Settings given as props override the surrounding ones; undefined props inherit them. */
export function mergeSettings(
  parent: ContentSettings,
  overrides: Partial<ContentSettings>,
): ContentSettings {
  const defined = Object.entries(overrides).filter(([, value]) => value !== undefined);
  return { ...parent, ...Object.fromEntries(defined) };
}
