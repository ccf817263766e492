import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { RailArrow } from '../ScrollRail/RailArrow.tsx';
import { Image } from '../Image/Image.tsx';
import { railKeyTarget } from '../ScrollRail/railKeys.ts';
import * as rail from '../ScrollRail/ScrollRail.css.ts';
import { useRailSelection, useScrollRail } from '../ScrollRail/useScrollRail.ts';
import { cx } from '../styles/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { GalleryLightbox } from './GalleryLightbox.tsx';
import * as styles from './ProductGallery.css.ts';
import { defaultProductGalleryLabels } from './galleryTypes.ts';
import type { GalleryImage, ProductGalleryLabels } from './galleryTypes.ts';

export interface ProductGalleryProps {
  images: readonly GalleryImage[];
  labels?: Partial<ProductGalleryLabels>;
  /** `sizes` of the main picture; by default half the page from md up. */
  sizes?: string;
  className?: string;
}

const widths = [320, 480, 640, 800, 1024, 1280];

/**
 * A product's pictures: the main one (swipe between them, arrow keys, or the thumbnails), and a
 * full-screen zoom view opened from it. Without JavaScript the pictures are a row to scroll.
 */
export function ProductGallery({
  images,
  labels: labelOverrides,
  sizes = '(min-width: 768px) 50vw, 100vw',
  className,
}: ProductGalleryProps) {
  const labels = { ...defaultProductGalleryLabels, ...labelOverrides };
  const count = images.length;
  const { railRef, ready, index: scrolledTo, scrollToIndex } = useScrollRail<HTMLDivElement>();
  const { current, go } = useRailSelection(scrolledTo, scrollToIndex, count);
  const [zoomed, setZoomed] = useState(false);
  // The zoom view steps on its own; the rail behind it follows once when it closes. Scrolling the
  // hidden rail at every step raced the steps on a busy renderer (a smooth scroll still running
  // when the next key came could end on a picture passed on the way).
  const [zoomIndex, setZoomIndex] = useState(0);
  const thumbsRef = useRef<HTMLUListElement>(null);
  if (count === 0) return null;
  const many = count > 1;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = railKeyTarget(event.key, current, count);
    if (target === null || !many) return;
    event.preventDefault();
    go(target);
    // Focus follows along the row it was in (thumbnails or the main pictures).
    const row = event.currentTarget === thumbsRef.current ? thumbsRef.current : railRef.current;
    row?.querySelectorAll('button')[target]?.focus({ preventScroll: true });
  };

  return (
    <div role="group" aria-label={labels.gallery} className={cx(styles.root, className)}>
      <div className={styles.stage}>
        <div
          ref={railRef}
          className={cx(rail.rail, ready && rail.railControlled, rail.single, styles.track)}
          onKeyDown={onKeyDown}
        >
          {images.map((image, index) => (
            <button
              key={index}
              type="button"
              className={cx(styles.slide, rail.snapItem)}
              tabIndex={index === current ? 0 : -1}
              inert={ready && index !== current}
              onClick={() => {
                go(index);
                setZoomIndex(index);
                setZoomed(true);
              }}
            >
              <Image
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                widths={widths}
                sizes={sizes}
                fit="contain"
                priority={index === 0}
              />
              <VisuallyHidden>{`${labels.zoom}, ${labels.position(index + 1, count)}`}</VisuallyHidden>
            </button>
          ))}
        </div>
        <span className={styles.zoomHint} aria-hidden="true">
          <Icon name="search" />
        </span>
        {ready && many ? (
          <>
            <RailArrow
              direction="previous"
              label={labels.previous}
              color="ghost"
              className={rail.arrowOverStart}
              onClick={() => go(current - 1)}
            />
            <RailArrow
              direction="next"
              label={labels.next}
              color="ghost"
              className={rail.arrowOverEnd}
              onClick={() => go(current + 1)}
            />
          </>
        ) : null}
      </div>
      {many ? (
        <ul ref={thumbsRef} className={styles.thumbs} onKeyDown={onKeyDown}>
          {images.map((image, index) => (
            <li key={index}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={labels.position(index + 1, count)}
                aria-current={index === current ? 'true' : undefined}
                tabIndex={index === current ? 0 : -1}
                onClick={() => go(index)}
              >
                <Image
                  src={image.src}
                  alt=""
                  width={image.width}
                  height={image.height}
                  widths={[80, 160]}
                  sizes="80px"
                  fit="contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <GalleryLightbox
        images={images}
        index={zoomed ? zoomIndex : current}
        onIndexChange={(target) => setZoomIndex(((target % count) + count) % count)}
        open={zoomed}
        onOpenChange={(open) => {
          if (!open) go(zoomIndex);
          setZoomed(open);
        }}
        labels={labels}
        // Back to the picture stepped to (the one that opened the view may be inert by now).
        returnFocusTo={() => railRef.current?.querySelectorAll('button')[zoomIndex]}
      />
    </div>
  );
}
