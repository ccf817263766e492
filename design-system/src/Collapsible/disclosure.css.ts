import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

/** Shared by Collapsible and Accordion: a full-width trigger row and a height-animated panel. */

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  margin: 0,
  padding: `${vars.space.medium} 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
  textAlign: 'start',
  cursor: 'pointer',
  ':hover': { color: vars.color.brand },
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
  },
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const chevron = style({
  flexShrink: 0,
  fontSize: '20px',
  transition: `transform ${vars.motion.standard} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** Radix measures the panel and exposes its height, so the keyframes can animate to it. */
const open = (height: string) =>
  keyframes({ from: { height: 0 }, to: { height: `var(${height})` } });
const close = (height: string) =>
  keyframes({ from: { height: `var(${height})` }, to: { height: 0 } });

function panel(height: string) {
  return style({
    overflow: 'hidden',
    selectors: {
      '&[data-state="open"]': {
        animation: `${open(height)} ${vars.motion.standard} ${vars.motion.easing}`,
      },
      '&[data-state="closed"]': {
        animation: `${close(height)} ${vars.motion.standard} ${vars.motion.easing}`,
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
  });
}

export const collapsiblePanel = panel('--radix-collapsible-content-height');
export const accordionPanel = panel('--radix-accordion-content-height');

export const panelInner = style({ paddingBottom: vars.space.large });
