import { style } from '@vanilla-extract/css';
import { mediaQueries } from '@vitrina/design-system';
import { visuallyHiddenText } from '../../ui/visuallyHidden.css.ts';

/** The header's links look alike: account beside cart. */
export { cartLink as accountLink } from '../cart/CartLink.css.ts';

/** The name is cut on phones, where the header has room for little beside the logo and cart. */
export const label = style({
  maxWidth: '9ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [mediaQueries.md]: { maxWidth: '16ch' } },
});

export const hidden = visuallyHiddenText;
