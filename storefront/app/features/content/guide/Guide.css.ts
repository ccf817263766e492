import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@vitrina/design-system';

export const layout = style(
  responsiveStyle({
    base: { display: 'grid', gap: vars.space.xlarge, gridTemplateColumns: 'minmax(0, 1fr)' },
    lg: { gridTemplateColumns: '18rem minmax(0, 1fr)', alignItems: 'start' },
  }),
);

export const sectionTitle = style({
  margin: `0 0 ${vars.space.medium}`,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
});

export const topics = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.large,
  listStyle: 'none',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.card,
});

export const question = style({
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.medium} 0`,
});

// A native disclosure: every answer opens without JavaScript.
export const summary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.large,
  listStylePosition: 'inside',
});

export const answer = style({ marginTop: vars.space.small });
