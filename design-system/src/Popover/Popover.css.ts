import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const content = style({
  position: 'relative',
  width: 'max-content',
  maxWidth: `min(360px, calc(100vw - 2 * ${vars.space.large}))`,
  maxHeight: 'var(--radix-popover-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.large,
  selectors: {
    // Radix focuses the panel itself on open (so Tab reaches its first control next). A ring
    // around the whole panel tells nothing the open panel does not, and whether Chromium shows it
    // after a programmatic focus depends on the previous input: screenshots flipped between runs.
    '&:focus-visible': { outline: 'none' },
  },
});

/** Room on the right so text never runs under the close button. */
export const withClose = style({ paddingInlineEnd: vars.space.xxxlarge });

export const close = style({
  position: 'absolute',
  top: vars.space.medium,
  right: vars.space.medium,
  margin: 0,
  width: '28px',
  height: '28px',
  fontSize: '16px',
});
