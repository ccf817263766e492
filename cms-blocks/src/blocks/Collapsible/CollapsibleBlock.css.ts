import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const disclosureList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
