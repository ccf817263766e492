import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const banner = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.small,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minHeight: '40px',
  paddingBlock: vars.space.xxsmall,
  textAlign: 'center',
});

export const text = style({ margin: 0, flex: 1 });

export const label = style({
  marginRight: vars.space.small,
  padding: `0 ${vars.space.xsmall}`,
  border: `${vars.borderWidth.standard} solid currentColor`,
  borderRadius: vars.radius.small,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.xsmall,
  textTransform: 'uppercase',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { background: 'rgba(255, 255, 255, 0.16)' },
  ':focus-visible': { outline: `2px solid currentColor`, outlineOffset: '2px' },
});
