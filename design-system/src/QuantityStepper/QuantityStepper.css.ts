import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
// Imported first so the narrower width below wins over the field box's full width.
import '../styles/field.css.ts';

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const input = style({
  width: '4.5em',
  textAlign: 'center',
  // The − and + buttons replace the browser's own spin arrows.
  MozAppearance: 'textfield',
  '::-webkit-outer-spin-button': { WebkitAppearance: 'none', margin: 0 },
  '::-webkit-inner-spin-button': { WebkitAppearance: 'none', margin: 0 },
});
