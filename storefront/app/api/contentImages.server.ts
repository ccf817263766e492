import { buildImageUrl } from '@vitrina/contracts/content';
import { serverEnv } from '../env.server.ts';

export interface ImageSource {
  src: string;
  srcSet: string;
  alt: string;
}

/**
 * Address of a content-server image at one display size, with its 2× variant, served by the
 * content server's image endpoint (decision 007). A path the builder refuses gives no image.
 */
export function contentImage(
  image: { path: string; alt: string | null } | null,
  size: { width: number; height?: number; crop?: boolean },
): ImageSource | null {
  if (!image) return null;
  const base = serverEnv().contentApiUrl;
  try {
    const at = (pixelRatio: number) =>
      buildImageUrl({ base, path: image.path, ...size, pixelRatio });
    return { src: at(1), srcSet: `${at(1)} 1x, ${at(2)} 2x`, alt: image.alt ?? '' };
  } catch {
    return null;
  }
}
