import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  marginTop: vars.space.large,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.heading,
  marginBottom: vars.space.small,
});

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  overflowWrap: 'anywhere',
});
