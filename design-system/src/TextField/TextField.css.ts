import { style } from '@vanilla-extract/css';

export const textField = style({
  appearance: 'none',
  // Drops the extra inner padding WebKit adds to search inputs; the native clear button stays.
  selectors: { '&::-webkit-search-decoration': { appearance: 'none' } },
});
