import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';
import * as shared from '../shared/blocks.css.ts';

export const chips = style({
  ...shared.listReset,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.large}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brand, color: vars.color.brand },
});
