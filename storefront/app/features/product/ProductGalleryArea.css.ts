import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const gallery = style({ display: 'grid', gap: vars.space.medium });

export const main = style({
  display: 'block',
  aspectRatio: '1',
  borderRadius: vars.radius.card,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  cursor: 'zoom-in',
});

export const empty = style([main, { cursor: 'default' }]);

export const thumbs = style({
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
});

export const thumb = style({
  display: 'block',
  width: 72,
  height: 72,
  padding: vars.space.xxsmall,
  border: `${vars.borderWidth.strong} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.brand },
  },
});
