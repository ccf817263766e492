import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const section = style({
  display: 'grid',
  gap: vars.space.medium,
  marginBottom: vars.space.large,
  padding: vars.space.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.large });

export const gifts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

// Picture, name with its threshold, and the pick button (or what is missing) in one row.
export const gift = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const giftPicture = style({
  width: 48,
  height: 48,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  objectFit: 'contain',
});

export const giftAbout = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const small = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const chosen = style({ color: vars.color.positive, fontWeight: vars.fontWeight.medium });

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'end',
});

export const grow = style({ flex: '1 1 12rem', minWidth: 0 });
