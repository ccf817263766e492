import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';
import { visuallyHiddenText } from '../../ui/visuallyHidden.css.ts';

export const picker = style({ display: 'grid', gap: vars.space.medium });

export const axis = style({ display: 'grid', gap: vars.space.small });

export const axisTitle = style({ margin: 0, fontSize: vars.fontSize.small });

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 40,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  background: vars.color.surface,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&[aria-current="true"]': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
      fontWeight: vars.fontWeight.strong,
    },
  },
});

/** Still choosable (to see it), drawn as out of stock. */
export const unavailable = style({
  color: vars.color.textMuted,
  borderStyle: 'dashed',
});

export const swatch = style({
  width: 18,
  height: 18,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
});

export const hidden = visuallyHiddenText;
