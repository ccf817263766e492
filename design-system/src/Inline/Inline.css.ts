import { style } from '@vanilla-extract/css';

export const inline = style({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
