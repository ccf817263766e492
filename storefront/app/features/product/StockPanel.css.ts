import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const stock = style({ display: 'grid', gap: vars.space.small });

export const warehouses = style({ fontSize: vars.fontSize.small });

globalStyle(`${warehouses} > summary`, { cursor: 'pointer', color: vars.color.brand });

export const table = style({ marginTop: vars.space.small, borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxsmall} ${vars.space.large} ${vars.space.xxsmall} 0`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
});
