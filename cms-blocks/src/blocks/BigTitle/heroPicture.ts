import type { HeroMediaSource, HeroPictureSource, ImageSrcBuilder } from '@vitrina/design-system';
import { mediaQueries } from '@vitrina/design-system';
import type { ContentSettings } from '../../content/contentContext.ts';
import { firstFileKey } from '../../RichText/attrs.ts';
import { safeImageSrc } from '../../RichText/safeUrl.ts';

/**
 * The picture fields of a hero title (decision 032): `image` (wide, from md up) and `image_mobile`
 * (phones), file lists like every content picture. Not in the content schema yet, so read as
 * unknown.
 */
export interface HeroPictureFields {
  image?: unknown;
  image_mobile?: unknown;
}

/** Wide banner from md up, 4:3 on phones (cropped by the image service). */
const wide = { width: 1920, height: 600 };
const phone = { width: 800, height: 600 };

function builder(
  fileKey: string,
  ratio: number,
  imageUrl: ContentSettings['imageUrl'],
): ImageSrcBuilder | null {
  const build = (width: number) =>
    safeImageSrc(imageUrl(fileKey, { width, height: Math.round(width * ratio), crop: true }));
  // An app builder that yields unsafe addresses yields them for every width: check one.
  return build(wide.width) === null ? null : (width) => build(width) ?? '';
}

/** The hero's default picture and art-direction sources, or null without a usable picture. */
export function heroPictures(
  value: HeroPictureFields,
  imageUrl: ContentSettings['imageUrl'],
): { image: HeroPictureSource; sources: HeroMediaSource[] } | null {
  const wideKey = firstFileKey(value.image);
  const phoneKey = firstFileKey(value.image_mobile) ?? wideKey;
  const wideSrc = wideKey ? builder(wideKey, wide.height / wide.width, imageUrl) : null;
  const phoneSrc = phoneKey ? builder(phoneKey, phone.height / phone.width, imageUrl) : null;
  if (!wideSrc || !phoneSrc) return null;
  return {
    image: { src: phoneSrc, ...phone },
    sources: [{ media: mediaQueries.md, src: wideSrc, ...wide }],
  };
}
