import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const form = style({ display: 'grid', gap: vars.space.large, maxWidth: '36rem' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
});

export const success = style({
  margin: 0,
  padding: vars.space.medium,
  background: vars.color.positiveSurface,
  borderRadius: vars.radius.card,
});

export const failure = style({
  margin: 0,
  padding: vars.space.medium,
  background: vars.color.criticalSurface,
  borderRadius: vars.radius.card,
});

export const group = style({
  display: 'grid',
  gap: vars.space.large,
  margin: 0,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const legend = style({
  padding: `0 ${vars.space.xsmall}`,
  fontWeight: vars.fontWeight.heading,
});
