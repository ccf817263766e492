import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

/** Wraps the loading bar without a box of its own (the bar is fixed, the status hidden). */
export const scope = style({ display: 'contents' });

// The design system paints the bar in the brand colour, which vanishes over the brand-coloured
// top banner at the top of every page; the accent with a brand edge shows on both (decision 185).
globalStyle(`${scope} [data-loading-bar] > div`, {
  background: vars.color.brandAccent,
  boxShadow: `0 1px 0 ${vars.color.brand}`,
});
