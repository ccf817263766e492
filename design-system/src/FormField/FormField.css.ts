import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const formField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});
