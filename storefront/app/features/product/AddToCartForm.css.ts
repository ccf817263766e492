import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'stretch',
});

// Room for a three-digit quantity between the buttons, whose size differs by theme.
export const quantity = style({ width: 176 });

export const button = style({ flex: '1 1 180px' });

export const disabledWrap = style({
  display: 'flex',
  flex: '1 1 180px',
  borderRadius: vars.radius.button,
});
