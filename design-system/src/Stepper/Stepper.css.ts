import { globalStyle, style } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import type { StepState } from './stepperVariants.ts';

export const list = style({
  display: 'flex',
  alignItems: 'flex-start',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
});

const connector = {
  content: '""',
  position: 'absolute',
  top: `calc(${vars.control.heightSmall} / 2)`,
  height: vars.borderWidth.strong,
  width: '50%',
  background: vars.color.border,
} as const;

export const step = recipe({
  base: {
    position: 'relative',
    flex: '1 1 0',
    minWidth: 0,
    display: 'flex',
    justifyContent: 'center',
    textAlign: 'center',
    // The line to the previous step is drawn by each step on its left half, and to the next on its
    // right half, so the line between two steps is coloured by their states.
    selectors: {
      '&:not(:first-child)::before': { ...connector, left: 0 },
      '&:not(:last-child)::after': { ...connector, right: 0 },
    },
  },
  variants: {
    state: {
      // Same selectors as the base rule, so these win on order rather than lose on specificity.
      complete: {
        selectors: {
          '&:not(:first-child)::before, &:not(:last-child)::after': {
            background: vars.color.brand,
          },
        },
      },
      current: {
        selectors: { '&:not(:first-child)::before': { background: vars.color.brand } },
      },
      upcoming: {},
    } satisfies Record<StepState, StyleRule>,
  },
});

export const content = style({
  position: 'relative',
  // Above the connector lines.
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
});

export const link = style({
  color: vars.color.text,
  ':hover': { color: vars.color.brand },
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
  },
});

// The number marker stays plain; only the step name underlines on hover, like a text link.
globalStyle(`${link}:hover [data-step-label]`, { textDecoration: 'underline' });

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    width: vars.control.heightSmall,
    height: vars.control.heightSmall,
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.strong} solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.strong,
    fontSize: vars.fontSize.standard,
  },
  variants: {
    state: {
      complete: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
      current: { borderColor: vars.color.brand, color: vars.color.brand },
      upcoming: {},
    } satisfies Record<StepState, StyleRule>,
  },
});

export const label = recipe({
  variants: {
    state: {
      complete: { color: vars.color.text },
      current: { color: vars.color.text, fontWeight: vars.fontWeight.strong },
      upcoming: { color: vars.color.textMuted },
    } satisfies Record<StepState, StyleRule>,
  },
});
