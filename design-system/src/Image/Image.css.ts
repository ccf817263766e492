import { createVar, globalStyle, style } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import type { ImageFit, ImageLayout } from './imageVariants.ts';

/** `width / height` of the frame, set inline per image. */
export const aspectRatio = createVar();
/** The fixed layout's width in pixels. */
export const fixedWidth = createVar();

export const frame = recipe({
  base: {
    position: 'relative',
    display: 'block',
    // The frame reserves the image's space before anything loads: no layout shift.
    aspectRatio,
    overflow: 'hidden',
    background: vars.color.surfaceSunken,
    // Once loaded, a contained or transparent picture sits on the page, not on a grey box.
    selectors: { '&[data-loaded="true"]': { background: 'transparent' } },
  },
  variants: {
    layout: {
      fill: { width: '100%' },
      fixed: { width: fixedWidth, maxWidth: '100%' },
    } satisfies Record<ImageLayout, StyleRule>,
  },
  defaultVariants: { layout: 'fill' },
});

const layer: StyleRule = {
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
};

export const image = recipe({
  base: layer,
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    } satisfies Record<ImageFit, StyleRule>,
  },
  defaultVariants: { fit: 'cover' },
});

/** The tiny placeholder scaled up and blurred; slightly enlarged so the blur has no pale rim. */
export const placeholder = style({
  ...layer,
  filter: 'blur(12px)',
  transform: 'scale(1.08)',
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.standard,
});

globalStyle(`[data-loaded="true"] > ${placeholder}`, { opacity: 0 });

/**
 * A picture that failed to load shows the frame (and placeholder) instead of the browser's broken
 * image icon; opacity, not visibility, so its alt text is still read.
 */
export const failed = style({ opacity: 0 });
