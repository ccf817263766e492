import { createContext, use } from 'react';
import type { Locale } from '@vitrina/contracts';

export interface ImageUrlOptions {
  width?: number;
  height?: number;
  crop?: boolean;
}

/** Builds an image URL from a content-server fileKey; the app supplies its CDN form (spec §7). */
export type ImageUrlBuilder = (fileKey: string, options: ImageUrlOptions) => string;
/** Builds a download URL for a file attached to a button or link. */
export type FileUrlBuilder = (fileKey: string) => string;

export interface RichTextSettings {
  /** Content locale: picks `title`/`href` out of per-locale attribute maps. */
  locale: Locale;
  imageUrl: ImageUrlBuilder;
  fileUrl: FileUrlBuilder;
}

/** Same-origin defaults so stories and tests render without an app; the storefront overrides them. */
export const defaultImageUrl: ImageUrlBuilder = (fileKey, { width, height, crop }) => {
  const query = new URLSearchParams();
  if (width) query.set('w', String(width));
  if (height) query.set('h', String(height));
  if (crop) query.set('crop', '1');
  const search = query.toString();
  return `/images/${encodeURIComponent(fileKey)}${search ? `?${search}` : ''}`;
};

export const defaultFileUrl: FileUrlBuilder = (fileKey) => `/files/${encodeURIComponent(fileKey)}`;

export const defaultRichTextSettings: RichTextSettings = {
  // Czech is the shop's default content locale (contracts' defaultLocale; only types cross here).
  locale: 'cs',
  imageUrl: defaultImageUrl,
  fileUrl: defaultFileUrl,
};

export const RichTextContext = createContext<RichTextSettings>(defaultRichTextSettings);

export function useRichTextSettings(): RichTextSettings {
  return use(RichTextContext);
}
