import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@vitrina/design-system';

export const footer = style({
  marginTop: vars.space.xxxlarge,
  paddingTop: vars.space.xxlarge,
  paddingBottom: vars.space.xxlarge,
  background: vars.color.surfaceSunken,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
});

export const columns = style(
  responsiveStyle({
    base: { display: 'grid', gridTemplateColumns: '1fr', gap: vars.space.xlarge },
    sm: { gridTemplateColumns: 'repeat(2, 1fr)' },
    lg: { gridTemplateColumns: 'repeat(4, 1fr)' },
  }),
);

export const heading = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-block',
  padding: `${vars.space.xxsmall} 0`,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const copyright = style({ margin: 0, color: vars.color.textMuted });

export const about = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
  marginTop: vars.space.xlarge,
  paddingTop: vars.space.large,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const logo = style({ height: '48px', width: 'auto' });

export const text = style({ margin: 0, color: vars.color.textMuted, flex: '1 1 240px' });

export const social = style({
  display: 'flex',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.medium,
  marginTop: vars.space.large,
});

export const textButton = style({
  padding: `${vars.space.xxsmall} 0`,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

// The newsletter form above the menu columns, set apart by a rule.
export const newsletter = style({
  paddingBottom: vars.space.xlarge,
  marginBottom: vars.space.xlarge,
  borderBottom: `1px solid ${vars.color.border}`,
});
