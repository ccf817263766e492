import { Children, useCallback, useId } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { RailArrow } from '../ScrollRail/RailArrow.tsx';
import { railKeyTarget } from '../ScrollRail/railKeys.ts';
import * as rail from '../ScrollRail/ScrollRail.css.ts';
import { useRailSelection, useScrollRail } from '../ScrollRail/useScrollRail.ts';
import { cx } from '../styles/cx.ts';
import * as styles from './BannerCarousel.css.ts';
import { defaultAutoplayInterval, useAutoplay } from './useAutoplay.ts';

export interface BannerCarouselLabels {
  /** Role description of the whole ("carousel"); read with the carousel's name. */
  carousel: string;
  /** Role description of one slide ("slide"). */
  slide: string;
  /** "2 of 5". */
  position: (index: number, count: number) => string;
  previous: string;
  next: string;
  /** The rotation button, while rotating and while stopped. */
  pause: string;
  play: string;
  /** The slide picker's name ("Choose a slide"). */
  picker: string;
  /** A picker button ("Slide 2"). */
  goTo: (index: number) => string;
}

export const defaultBannerCarouselLabels: BannerCarouselLabels = {
  carousel: 'carousel',
  slide: 'slide',
  position: (index, count) => `${index} of ${count}`,
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Stop rotating the slides',
  play: 'Rotate the slides',
  picker: 'Choose a slide',
  goTo: (index) => `Slide ${index}`,
};

export interface BannerCarouselProps {
  /** The carousel's name ("Offers of the week"). */
  label: string;
  /** One element per slide (e.g. a Hero each). */
  children?: ReactNode;
  /** Rotate the slides by themselves (never under reduced motion; the shopper can stop it). */
  autoplay?: boolean;
  /** Milliseconds per slide while rotating. */
  interval?: number;
  labels?: Partial<BannerCarouselLabels>;
  className?: string;
}

/**
 * Wide banners one at a time (WAI-ARIA APG carousel): a rotation button first, previous and next,
 * a slide picker; rotation holds while the pointer or focus is inside. Slides snap in a row that
 * also swipes, and without JavaScript it is a row to scroll through.
 */
export function BannerCarousel({
  label,
  children,
  autoplay = true,
  interval = defaultAutoplayInterval,
  labels: labelOverrides,
  className,
}: BannerCarouselProps) {
  const labels = { ...defaultBannerCarouselLabels, ...labelOverrides };
  const slides = Children.toArray(children);
  const count = slides.length;
  const { railRef, ready, index: scrolledTo, scrollToIndex } = useScrollRail<HTMLDivElement>();
  const { current, go } = useRailSelection(scrolledTo, scrollToIndex, count);
  const trackId = useId();

  const advance = useCallback(() => go(current + 1), [go, current]);
  const rotation = useAutoplay({ enabled: autoplay && count > 1, interval, onTick: advance });

  const onPickerKey = (event: KeyboardEvent<HTMLElement>) => {
    const target = railKeyTarget(event.key, current, count);
    if (target === null) return;
    event.preventDefault();
    go(target);
    event.currentTarget.querySelectorAll('button')[target]?.focus();
  };

  if (count === 0) return null;
  const many = ready && count > 1;
  const arrow = (direction: 'previous' | 'next', className: string) => (
    <RailArrow
      direction={direction}
      label={labels[direction]}
      aria-controls={trackId}
      className={className}
      onClick={() => go(current + (direction === 'next' ? 1 : -1))}
    />
  );

  return (
    <section
      aria-roledescription={labels.carousel}
      aria-label={label}
      className={cx(styles.root, className)}
      onPointerEnter={() => rotation.hold('hover', true)}
      onPointerLeave={() => rotation.hold('hover', false)}
      onFocus={() => rotation.hold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) rotation.hold('focus', false);
      }}
    >
      <div className={styles.viewport}>
        <div
          ref={railRef}
          id={trackId}
          // Quiet while rotating (no announcement every few seconds), polite when the shopper
          // changes slides.
          aria-live={rotation.running ? 'off' : 'polite'}
          className={cx(rail.rail, many && rail.railControlled, rail.single)}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={labels.slide}
              aria-label={labels.position(index + 1, count)}
              // Once the buttons work, slides out of view leave the tab order and the reading.
              inert={many && index !== current}
              className={cx(styles.slide, rail.snapItem)}
            >
              {slide}
            </div>
          ))}
        </div>
        {many ? (
          <>
            {arrow('previous', cx(rail.arrowOverStart, styles.overSlide))}
            {arrow('next', cx(rail.arrowOverEnd, styles.overSlide))}
          </>
        ) : null}
      </div>
      {many ? (
        <div className={styles.bar}>
          <IconButton
            icon={rotation.playing ? 'pause' : 'play'}
            label={rotation.playing ? labels.pause : labels.play}
            color="outline"
            size="small"
            onClick={rotation.toggle}
          />
          {arrow('previous', styles.phoneOnly)}
          <ul className={styles.picker} aria-label={labels.picker} onKeyDown={onPickerKey}>
            {slides.map((_, index) => (
              <li key={index}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={labels.goTo(index + 1)}
                  aria-controls={trackId}
                  aria-current={index === current ? 'true' : undefined}
                  tabIndex={index === current ? 0 : -1}
                  onClick={() => go(index)}
                />
              </li>
            ))}
          </ul>
          {arrow('next', styles.phoneOnly)}
        </div>
      ) : null}
    </section>
  );
}
