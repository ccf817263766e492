import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';
import { visuallyHiddenText } from '../../ui/visuallyHidden.css.ts';

export const accountLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.medium,
  ':hover': { background: vars.color.surfaceSunken },
});

/** The name is cut on phones, where the header has room for little beside the logo and cart. */
export const label = style({
  maxWidth: '9ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [mediaQueries.md]: { maxWidth: '16ch' } },
});

export const hidden = visuallyHiddenText;
