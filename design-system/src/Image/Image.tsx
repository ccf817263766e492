import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useRef, useState } from 'react';
import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import { cx } from '../styles/cx.ts';
import * as styles from './Image.css.ts';
import { imageSources } from './imageSources.ts';
import type { ImageSrcBuilder } from './imageSources.ts';
import type { ImageFit, ImageLayout } from './imageVariants.ts';

export type ImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'alt' | 'width' | 'height' | 'loading' | 'decoding' | 'placeholder'
> & {
  /** An address, or a builder `(width) => url` from the app (the design system knows no CDN). */
  src: string | ImageSrcBuilder;
  /** Required: describe the picture, or "" for a decorative one. */
  alt: string;
  /** Display size in CSS pixels; their ratio fixes the frame so nothing shifts while loading. */
  width: number;
  height: number;
  /** Candidate widths for the `srcSet` built from a `src` builder. */
  widths?: readonly number[];
  srcSet?: string;
  sizes?: string;
  /** Tiny image shown blurred until the real one loads; built at 1/8 width from a `src` builder. */
  placeholderSrc?: string;
  fit?: ImageFit;
  layout?: ImageLayout;
  /** Above the fold (hero, product detail): load at once with high priority instead of lazily. */
  priority?: boolean;
  /** Class of the frame around the image. */
  className?: string;
};

/** A lazily loaded picture in a frame of fixed aspect ratio, with a blurred placeholder. */
export function Image({
  src,
  alt,
  width,
  height,
  widths,
  srcSet,
  sizes,
  placeholderSrc,
  fit,
  layout,
  priority = false,
  className,
  style,
  onLoad,
  onError,
  ...rest
}: ImageProps) {
  const sources = imageSources({ src, width, widths, srcSet, placeholderSrc });
  const imgRef = useRef<HTMLImageElement>(null);
  // Keyed by address, so a new image shows its own placeholder again.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const loaded = loadedSrc === sources.src;
  const failedToLoad = failedSrc === sources.src;

  useEffect(() => {
    // A server-rendered image may finish (or fail) before hydration, before onLoad listened.
    const img = imgRef.current;
    if (!img?.complete || !img.getAttribute('src')) return;
    if (img.naturalWidth > 0) setLoadedSrc(sources.src);
    else setFailedSrc(sources.src);
  }, [sources.src]);

  const handleLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    setLoadedSrc(sources.src);
    onLoad?.(event);
  };

  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    setFailedSrc(sources.src);
    onError?.(event);
  };

  return (
    <span
      className={cx(styles.frame({ layout }), className)}
      data-loaded={loaded}
      style={assignInlineVars({
        [styles.aspectRatio]: `${width} / ${height}`,
        [styles.fixedWidth]: `${width}px`,
      })}
    >
      {sources.placeholderSrc ? (
        <img
          src={sources.placeholderSrc}
          alt=""
          aria-hidden="true"
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className={cx(styles.image({ fit }), styles.placeholder)}
        />
      ) : null}
      <img
        {...rest}
        ref={imgRef}
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : rest.fetchPriority}
        onLoad={handleLoad}
        onError={handleError}
        data-failed={failedToLoad || undefined}
        className={cx(styles.image({ fit }), failedToLoad && styles.failed)}
        style={style}
      />
    </span>
  );
}
