import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { smallVariantThumbnail, variantThumbnail } from './variantsBox.ts';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  // Spec §9 widths, never wider than the card.
  maxWidth: '100%',
});

export const boxWidth = styleVariants({ 224: { width: '224px' }, 256: { width: '256px' } });

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});

const size = (thumb: { width: number; height: number }) => ({
  gridTemplateColumns: `repeat(auto-fill, ${thumb.width}px)`,
  // One row only: thumbnails that do not fit the card are left out whole, never cut.
  gridTemplateRows: `${thumb.height + 4}px`,
  gridAutoRows: 0,
});

export const list = style({
  display: 'grid',
  columnGap: vars.space.xsmall,
  overflow: 'hidden',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listSize = styleVariants({
  regular: size(variantThumbnail),
  small: size(smallVariantThumbnail),
});

export const thumb = style({
  position: 'relative',
  zIndex: 1,
  display: 'block',
  padding: '1px',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  textAlign: 'center',
  textDecoration: 'none',
  overflow: 'hidden',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': {
      outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
    '&[aria-current="true"]': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
  },
});

export const thumbSize = styleVariants({
  regular: { width: `${variantThumbnail.width}px`, height: `${variantThumbnail.height}px` },
  small: { width: `${smallVariantThumbnail.width}px`, height: `${smallVariantThumbnail.height}px` },
});

/** A variant without a picture shows its name, cut to the thumbnail. */
export const thumbText = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  overflow: 'hidden',
  lineHeight: 1.1,
  wordBreak: 'break-word',
});
