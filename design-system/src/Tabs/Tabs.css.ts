import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column' });

/** Scrolls sideways on narrow screens instead of wrapping tabs onto a second row. */
export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const trigger = style({
  flexShrink: 0,
  margin: 0,
  marginBottom: `calc(-1 * ${vars.borderWidth.standard})`,
  padding: `${vars.space.medium} ${vars.space.large}`,
  border: 'none',
  // A 3 px bar marks the open tab: bold enough to find at a glance on a phone.
  borderBottom: `3px solid transparent`,
  borderTopLeftRadius: vars.radius.small,
  borderTopRightRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'color, border-color, background-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  ':hover': { color: vars.color.text, background: vars.color.surfaceSunken },
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: '-2px',
  },
  selectors: {
    '&[data-state="active"]': {
      color: vars.color.brand,
      borderBottomColor: vars.color.brand,
      fontWeight: vars.fontWeight.strong,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const panel = style({
  paddingTop: vars.space.large,
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
  },
});
