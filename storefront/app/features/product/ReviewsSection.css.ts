import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const reviews = style({ display: 'grid', gap: vars.space.large, maxWidth: 760 });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const average = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
});

export const sort = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.small,
});

export const select = style({
  minHeight: 36,
  padding: `0 ${vars.space.small}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
});

export const apply = style([select, { cursor: 'pointer' }]);

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const review = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingBottom: vars.space.medium,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const reviewHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const text = style({ margin: 0 });

export const back = style({ fontSize: vars.fontSize.small });
