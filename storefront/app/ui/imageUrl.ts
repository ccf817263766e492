import { buildImageUrl } from '@vitrina/contracts/plain';
import type { ImageSrcBuilder } from '@vitrina/design-system';

/**
 * A store picture as the design system's `(width) => url` builder, on the image server's base
 * (the content server, decision 007). Square pictures are asked for by width only; `height` crops.
 * A key the builder refuses yields no picture instead of a broken page.
 */
export function imageSource(
  base: string,
  fileKey: string | null | undefined,
  options: { height?: (width: number) => number } = {},
): ImageSrcBuilder | undefined {
  if (!fileKey) return undefined;
  try {
    buildImageUrl({ base, fileKey, width: 64 });
  } catch {
    return undefined;
  }
  return (width: number) =>
    buildImageUrl({
      base,
      fileKey,
      width,
      height: options.height?.(width),
      crop: Boolean(options.height),
      webp: true,
    });
}
