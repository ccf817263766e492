import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

/** The heart looks like the compare toggle beside it. */
export { form, toggle } from '../compare/CompareToggle.css.ts';

/** A filled heart once the product is a favourite (shape, not colour alone, shows the state). */
export const filled = style({ color: vars.color.critical });

globalStyle(`${filled} path`, { fill: 'currentColor' });
