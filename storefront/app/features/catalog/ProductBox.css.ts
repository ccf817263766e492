import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  width: '100%',
});

export const cartForm = style({ display: 'flex', flex: '1 1 auto' });

export const cartButton = style({ flex: '1 1 auto' });

export const disabledWrap = style({
  display: 'flex',
  flex: '1 1 auto',
  borderRadius: vars.radius.button,
});

export const tracker = style({ display: 'contents' });
