import { useLingui } from '@lingui/react/macro';
import { Image } from '@vitrina/design-system';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { imageSource } from '../../ui/imageUrl.ts';
import * as styles from './ProductGalleryArea.css.ts';
import { Thumbnail } from '../../ui/Thumbnail.tsx';

/**
 * The product's pictures: the chosen one large (a link to the full picture, so zoom works without
 * JavaScript), thumbnails to switch with the mouse or the arrow keys.
 * TODO(design-b): replace with the design system's ProductGallery (thumbnails + zoom dialog) once
 * it lands on main; its props are the same `images` list.
 */
export function ProductGalleryArea(props: {
  imageBase: string;
  fileKeys: readonly string[];
  name: string;
}) {
  const { t } = useLingui();
  const images = props.fileKeys.flatMap((fileKey) => {
    const src = imageSource(props.imageBase, fileKey);
    return src ? [{ src, fileKey }] : [];
  });
  const [current, setCurrent] = useState(0);
  const shown = images[Math.min(current, images.length - 1)];
  if (!shown) return <div className={styles.empty} aria-hidden="true" />;
  const count = images.length;
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (current + step + count) % count;
    setCurrent(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  };
  return (
    <div role="group" aria-label={t`Pictures of ${props.name}`} className={styles.gallery}>
      <a
        href={shown.src(1440)}
        className={styles.main}
        target="_blank"
        rel="noopener"
        aria-label={t`Zoom in: picture ${current + 1} of ${count}`}
      >
        <Image
          src={shown.src}
          alt={props.name}
          width={800}
          height={800}
          widths={[450, 640, 800, 1000]}
          sizes="(min-width: 1024px) 55vw, (min-width: 768px) 50vw, 100vw"
          fit="contain"
          priority
        />
      </a>
      {count > 1 ? (
        <ul className={styles.thumbs} onKeyDown={onKeyDown}>
          {images.map((image, index) => (
            <li key={image.fileKey}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t`Picture ${index + 1} of ${count}`}
                aria-current={index === current ? 'true' : undefined}
                tabIndex={index === current ? 0 : -1}
                onClick={() => setCurrent(index)}
              >
                <Thumbnail src={image.src} size={80} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
