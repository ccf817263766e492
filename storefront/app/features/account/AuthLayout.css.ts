import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

/** Login and registration: the form in a card, a side panel beside it on wide screens. */
export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  marginBottom: vars.space.xxlarge,
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const card = style({
  padding: vars.space.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
});

export const side = style([
  card,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    background: vars.color.surfaceSunken,
    boxShadow: 'none',
  },
]);

export const sideTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
});

export const benefits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const benefit = style({ display: 'flex', gap: vars.space.small, alignItems: 'center' });

export const benefitIcon = style({ color: vars.color.brand, flexShrink: 0 });

export const narrow = style({ maxWidth: '560px', marginBottom: vars.space.xxlarge });

export const muted = style({ margin: 0, color: vars.color.textMuted });
