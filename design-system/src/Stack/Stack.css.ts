import { style } from '@vanilla-extract/css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  // Lists used as stacks keep their semantics but lose the bullets and indent.
  listStyle: 'none',
});
