import { cx } from '@vitrina/design-system';
import { firstFileKey, localized, oneOfOrUndefined, positiveInt } from './attrs.ts';
import * as styles from './RichText.css.ts';
import { useContentSettings } from '../content/contentContext.ts';
import { safeImageSrc } from './safeUrl.ts';

const imageFloats = ['left', 'right'] as const;

interface RichImageProps {
  attrs: Record<string, unknown> | undefined;
}

/** The `image` node: a fileKey turned into a URL by the app's builder; nothing is fetched here. */
export function RichImage({ attrs }: RichImageProps) {
  const settings = useContentSettings();
  const fileKey = firstFileKey(attrs?.['image']);
  if (fileKey === undefined) return null;
  const width = positiveInt(attrs?.['width']);
  const height = positiveInt(attrs?.['height']);
  const crop = attrs?.['crop'] === true || attrs?.['crop'] === 'true';
  // The builder is app code, but the fileKey is content: check what comes out before using it.
  const src = safeImageSrc(settings.imageUrl(fileKey, { width, height, crop }));
  if (src === null) return null;
  const float = oneOfOrUndefined(attrs?.['float'], imageFloats);
  return (
    <img
      src={src}
      // An image without alt text is treated as decorative rather than announced by file name.
      alt={localized(attrs?.['alt'], settings.locale) ?? ''}
      title={localized(attrs?.['title'], settings.locale)}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={cx(styles.image, float && styles.imageFloat[float])}
    />
  );
}
