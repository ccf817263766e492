/** Builds the address of the image at a pixel width; the app owns URLs (CDN, image endpoint). */
export type ImageSrcBuilder = (width: number) => string;

/** Spec §9: the lazy image's placeholder is one eighth of the display size. */
export const placeholderScale = 1 / 8;

export interface ImageSources {
  src: string;
  srcSet?: string;
  placeholderSrc?: string;
}

export interface ImageSourcesInput {
  src: string | ImageSrcBuilder;
  width: number;
  /** Candidate widths for `srcSet` (with a builder); the browser picks one using `sizes`. */
  widths?: readonly number[];
  srcSet?: string;
  placeholderSrc?: string;
}

/**
 * Resolves the addresses for <img>: a builder gives `src` at the display width, a `srcSet` from
 * `widths` and the one-eighth placeholder; a plain string is used as given. An explicit
 * `srcSet` or `placeholderSrc` always wins.
 */
export function imageSources({
  src,
  width,
  widths,
  srcSet,
  placeholderSrc,
}: ImageSourcesInput): ImageSources {
  if (typeof src === 'string') return { src, srcSet, placeholderSrc };
  const candidates = [...new Set(widths ?? [])].filter((w) => w > 0).sort((a, b) => a - b);
  return {
    src: src(width),
    srcSet:
      srcSet ??
      (candidates.length > 0 ? candidates.map((w) => `${src(w)} ${w}w`).join(', ') : undefined),
    placeholderSrc: placeholderSrc ?? src(Math.max(1, Math.round(width * placeholderScale))),
  };
}
