import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const code = style({
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.strong,
});

export const heading = style({
  margin: `${vars.space.xsmall} 0 ${vars.space.large}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxxlarge,
  lineHeight: vars.lineHeight.heading,
});

export const details = style({
  overflowX: 'auto',
  padding: vars.space.large,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xsmall,
  background: vars.color.surfaceSunken,
});

export const hintText = style({ marginBottom: vars.space.xlarge });

export const layout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xlarge,
});

export const image = style({ maxWidth: '100%', height: 'auto', flex: '0 1 320px' });

export const categories = style({ marginTop: vars.space.xxlarge });

export const categoriesTitle = style({
  margin: `0 0 ${vars.space.medium}`,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
});

export const categoryList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const category = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.large}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brand },
});
