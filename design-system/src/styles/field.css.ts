import { style } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import type { FieldSize } from '../FormField/fieldVariants.ts';

const focusRing: StyleRule = {
  outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
};

/** Shared focus ring, so every control shows focus the same way in every theme. */
export const focusVisible = style({ ':focus-visible': focusRing });

const invalid = '&[aria-invalid="true"]';
const disabled = '&:disabled, &[data-disabled]';

/** The box of a text-like control (input, textarea, select trigger). */
export const fieldBox = recipe({
  base: {
    display: 'block',
    boxSizing: 'border-box',
    width: '100%',
    minWidth: 0,
    margin: 0,
    border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    lineHeight: vars.lineHeight.body,
    transitionProperty: 'border-color, box-shadow, background-color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    '::placeholder': { color: vars.color.textMuted, opacity: 1 },
    ':hover': { borderColor: vars.color.text },
    ':focus-visible': {
      ...focusRing,
      borderColor: vars.color.brand,
      boxShadow: `0 0 0 4px color-mix(in srgb, ${vars.color.brand} 14%, transparent)`,
    },
    selectors: {
      '&[data-valid]': { borderColor: vars.color.positive },
      // A second, inset line makes the invalid state visible without relying on hue alone.
      [invalid]: {
        borderColor: vars.color.critical,
        boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.critical}`,
      },
      [disabled]: {
        cursor: 'not-allowed',
        opacity: 0.55,
        background: vars.color.surfaceSunken,
        borderColor: vars.color.border,
      },
    },
  },
  variants: {
    size: {
      large: {
        minHeight: vars.control.heightLarge,
        paddingBlock: vars.space.small,
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.standard,
      },
      small: {
        minHeight: vars.control.heightSmall,
        paddingBlock: vars.space.xsmall,
        paddingInline: vars.space.small,
        fontSize: vars.fontSize.small,
      },
    } satisfies Record<FieldSize, StyleRule>,
  },
  defaultVariants: { size: 'large' },
});

export const label = style({
  display: 'block',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  cursor: 'default',
});

export const requiredMark = style({
  color: vars.color.critical,
  marginInlineStart: vars.space.xxsmall,
});

const message: StyleRule = {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
};

export const hint = style({ ...message, color: vars.color.textMuted });

export const error = style({
  ...message,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

/** Layout of a self-labelled control (checkbox, switch, radio): control, then label and messages. */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const choiceText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  // Centres a one-line label on the 20px control whatever the theme's line height.
  paddingBlockStart: '1px',
});

export const choiceLabel = style({
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  selectors: { '[data-disabled] &': { cursor: 'not-allowed', opacity: 0.55 } },
});

/** Square (checkbox) or round (radio) box of a choice control, 20px like a medium icon. */
export const choiceBox = style({
  position: 'relative',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: '20px',
  height: '20px',
  margin: 0,
  padding: 0,
  border: `${vars.borderWidth.strong} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.onBrand,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  ':hover': { borderColor: vars.color.brand },
  ':focus-visible': focusRing,
  selectors: {
    '&:checked, &[data-state="checked"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [invalid]: { borderColor: vars.color.critical },
    '[aria-invalid="true"] &': { borderColor: vars.color.critical },
    [disabled]: { cursor: 'not-allowed', opacity: 0.55 },
  },
});
