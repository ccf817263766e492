import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  gap: vars.space.small,
  padding: vars.space.medium,
  boxSizing: 'border-box',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  outline: 'none',
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const counter = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const picture = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 0,
});

export const image = style({
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
});

export const bottom = style({ display: 'flex', justifyContent: 'center', gap: vars.space.medium });
