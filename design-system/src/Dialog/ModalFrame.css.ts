import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../tokens/breakpoints.ts';
import { vars } from '../themes/contract.css.ts';

export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.large,
  padding: `${vars.space.xlarge} ${vars.space.xlarge} ${vars.space.medium}`,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/** Only the body scrolls, so the title, close button and actions stay in view. */
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `0 ${vars.space.xlarge} ${vars.space.xlarge}`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.xlarge} ${vars.space.xlarge}`,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

// On phones each action takes the full width (easy to hit, labels never squeezed); from `sm` up
// they sit side by side at their own width.
globalStyle(`${footer} > *`, {
  flex: '1 1 100%',
  '@media': { [mediaQueries.sm]: { flex: '0 0 auto' } },
});
