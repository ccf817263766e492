import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

// The offer of a `?addToCart=` link, or why there is none, above the page's own content.
export const panel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: `${vars.space.medium} 0`,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  background: vars.color.infoSurface,
  color: vars.color.text,
});

export const question = style({ flex: '1 1 16rem', margin: 0, fontWeight: vars.fontWeight.medium });

export const note = style({ margin: 0, color: vars.color.textMuted });
