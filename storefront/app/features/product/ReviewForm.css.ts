import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: 560,
  paddingTop: vars.space.large,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
});

export const stars = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.fontWeight.strong,
});

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 32,
  cursor: 'pointer',
});

export const radio = style({ width: 20, height: 20, margin: 0, accentColor: vars.color.brand });

export const starRow = style({
  color: vars.color.rating,
  letterSpacing: 2,
  fontSize: vars.fontSize.large,
});

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
});

// The notices look like the other forms' (contact).
export { failure, success } from '../content/forms/forms.css.ts';
