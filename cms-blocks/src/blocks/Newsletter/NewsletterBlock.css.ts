import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

export const newsletter = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const newsletterForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: '1 1 220px',
});

/** The status line takes a row of its own under the field and button. */
export const statusLine = style({ flexBasis: '100%', margin: 0 });

export const status = styleVariants({
  idle: {},
  pending: { color: vars.color.textMuted },
  success: { color: vars.color.positive },
  error: { color: vars.color.critical },
});
