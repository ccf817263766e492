import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';
import * as shared from '../shared/blocks.css.ts';

export const textBox = style([
  shared.card,
  { padding: vars.space.large, border: 'none', background: 'transparent' },
]);

/** Editor box styles (spec §3 "box_styles"); unknown names are ignored. */
export const boxStyle = styleVariants({
  bordered: { border: `${vars.borderWidth.standard} solid ${vars.color.border}` },
  shadow: { boxShadow: vars.shadow.medium },
  rounded: { borderRadius: vars.radius.large },
  centered: { textAlign: 'center', alignItems: 'center' },
  filled: { background: vars.color.surfaceSunken },
});
