import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const root = style({
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const heading = style({ margin: 0, font: 'inherit' });
