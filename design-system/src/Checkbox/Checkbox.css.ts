import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const box = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

export const input = style({
  appearance: 'none',
  borderRadius: vars.radius.small,
});

// The tick sits over the native input (which keeps keyboard, form and ref behaviour) and lets
// clicks through to it.
export const tick = style({
  position: 'absolute',
  inset: '2px',
  color: vars.color.onBrand,
  pointerEvents: 'none',
  opacity: 0,
  selectors: { [`${input}:checked + &`]: { opacity: 1 } },
});
