import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@vitrina/design-system';

export const table = style({
  width: '100%',
  maxWidth: 760,
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
});

const cell = {
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'left',
} as const;

export const name = style([
  cell,
  responsiveStyle({
    base: { width: '45%', fontWeight: vars.fontWeight.regular, color: vars.color.textMuted },
    md: { width: '40%' },
  }),
]);

export const value = style([cell, { fontWeight: vars.fontWeight.medium }]);

export const values = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 4 });

export const description = style({
  display: 'block',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.xsmall,
});

export const more = style({ fontWeight: vars.fontWeight.regular });
