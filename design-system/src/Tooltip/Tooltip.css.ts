import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

/** Inverted (text colour on surface) so it reads as transient chrome in every theme. */
export const content = style({
  maxWidth: '280px',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
});

export const arrow = style({ fill: vars.color.text });
