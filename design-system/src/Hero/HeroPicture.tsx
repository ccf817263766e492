import { imageSources } from '../Image/imageSources.ts';
import type { ImageSrcBuilder } from '../Image/imageSources.ts';

/** One picture of the art direction: its address and its own shape. */
export interface HeroPictureSource {
  src: string | ImageSrcBuilder;
  /** Intrinsic size (their ratio reserves the space before it loads). */
  width: number;
  height: number;
  /** Candidate widths for the srcSet built from a `src` builder. */
  widths?: readonly number[];
}

export interface HeroMediaSource extends HeroPictureSource {
  /** When this picture is used instead of the default one, e.g. `(min-width: 768px)`. */
  media: string;
}

interface HeroPictureProps {
  image: HeroPictureSource & { alt?: string };
  sources?: readonly HeroMediaSource[];
  sizes: string;
  priority: boolean;
  className?: string;
}

const defaultWidths = [480, 768, 1024, 1440, 1920];

const srcSetOf = (source: HeroPictureSource) =>
  imageSources({ src: source.src, width: source.width, widths: source.widths ?? defaultWidths })
    .srcSet ?? (typeof source.src === 'string' ? source.src : undefined);

/**
 * Art direction with <picture>: each breakpoint may get a differently cropped picture (a wide
 * banner on desktop, a taller one on phones), chosen by the browser before anything downloads.
 */
export function HeroPicture({ image, sources = [], sizes, priority, className }: HeroPictureProps) {
  const fallback = imageSources({
    src: image.src,
    width: image.width,
    widths: image.widths ?? defaultWidths,
  });
  return (
    // `display: contents`: the <img> itself is the hero's grid item (or its backdrop from md up).
    <picture style={{ display: 'contents' }}>
      {sources.map((source) => (
        <source
          key={source.media}
          media={source.media}
          srcSet={srcSetOf(source)}
          sizes={sizes}
          width={source.width}
          height={source.height}
        />
      ))}
      <img
        src={fallback.src}
        srcSet={fallback.srcSet}
        sizes={sizes}
        alt={image.alt ?? ''}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
      />
    </picture>
  );
}
