import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const box = style({
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const summary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.strong,
  minHeight: 24,
  selectors: { '[open] > &': { marginBottom: vars.space.small } },
});

export const form = style({ display: 'grid', gap: vars.space.small });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
});

export const text = style({ margin: 0, fontSize: vars.fontSize.small });

// The choices are a fieldset like the review form's stars.
export { legend, stars as choices } from './ReviewForm.css.ts';

// The e-mail takes the width left; the button wraps below it on a narrow screen.
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const email = style({ flex: '1 1 14rem', minWidth: 0 });

// A price is a few digits: a narrow box, not the form's width.
export const price = style({ maxWidth: '16rem' });

// The notices look like the other forms' (contact).
export { failure, success } from '../content/forms/forms.css.ts';
