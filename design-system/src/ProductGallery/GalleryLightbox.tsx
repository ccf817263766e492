import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { imageSources } from '../Image/imageSources.ts';
import { RailArrow } from '../ScrollRail/RailArrow.tsx';
import { railKeyTarget } from '../ScrollRail/railKeys.ts';
import * as overlay from '../styles/overlay.css.ts';
import { usePortalContainer } from '../styles/portalContainer.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './GalleryLightbox.css.ts';
import type { GalleryImage, ProductGalleryLabels } from './galleryTypes.ts';

interface GalleryLightboxProps {
  images: readonly GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: ProductGalleryLabels;
  /**
   * Where focus goes on closing: the picture now shown, which may not be the one that opened the
   * view (the one that did may have become inert). Falls back to the opener.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

const zoomWidths = [800, 1200, 1600, 2400];

/**
 * The zoomed pictures, full screen (a Radix dialog: focus moves in and is trapped, Escape closes,
 * focus goes back to the picture now shown, else to what opened it). Arrow keys step through the
 * pictures.
 */
export function GalleryLightbox({
  images,
  index,
  onIndexChange,
  open,
  onOpenChange,
  labels,
  returnFocusTo,
}: GalleryLightboxProps) {
  const { anchorRef, container } = usePortalContainer();
  // Controlled (no Radix Trigger): give focus back to whatever opened the view ourselves.
  const opener = useRef<HTMLElement | null>(null);
  const image = images[index];
  const count = images.length;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = railKeyTarget(event.key, index, count);
    if (target === null) return;
    event.preventDefault();
    onIndexChange(target);
  };
  const sources = image
    ? imageSources({ src: image.src, width: 1600, widths: zoomWidths })
    : undefined;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {/* Marks where the dialog lives, so the portal finds the theme root. */}
      <span hidden ref={anchorRef} />
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className={overlay.backdrop} />
        <DialogPrimitive.Content
          className={styles.content}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.() ?? opener.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus({ preventScroll: true });
          }}
        >
          <div className={styles.top}>
            <DialogPrimitive.Title asChild>
              <VisuallyHidden as="h2">{labels.gallery}</VisuallyHidden>
            </DialogPrimitive.Title>
            <p className={styles.counter} aria-live="polite">
              {labels.position(index + 1, count)}
            </p>
            <DialogPrimitive.Close asChild>
              <IconButton icon="close" label={labels.close} size="small" />
            </DialogPrimitive.Close>
          </div>
          <div className={styles.picture}>
            {image && sources ? (
              <img
                src={sources.src}
                srcSet={sources.srcSet}
                sizes="100vw"
                alt={image.alt}
                width={image.width}
                height={image.height}
                className={styles.image}
              />
            ) : null}
          </div>
          {count > 1 ? (
            <div className={styles.bottom}>
              <RailArrow
                direction="previous"
                label={labels.previous}
                size="large"
                onClick={() => onIndexChange((index - 1 + count) % count)}
              />
              <RailArrow
                direction="next"
                label={labels.next}
                size="large"
                onClick={() => onIndexChange((index + 1) % count)}
              />
            </div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
