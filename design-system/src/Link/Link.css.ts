import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import type { LinkTone, LinkUnderline } from './linkVariants.ts';

export const link = recipe({
  base: {
    textUnderlineOffset: '0.15em',
    transitionProperty: 'color',
    transitionDuration: vars.motion.fast,
    cursor: 'pointer',
    ':focus-visible': {
      outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.small,
    },
  },
  variants: {
    tone: {
      brand: { color: vars.color.brand, ':hover': { color: vars.color.brandHover } },
      neutral: { color: vars.color.text, ':hover': { color: vars.color.brand } },
      inherit: { color: 'inherit' },
    } satisfies Record<LinkTone, StyleRule>,
    underline: {
      always: { textDecoration: 'underline' },
      hover: { textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
    } satisfies Record<LinkUnderline, StyleRule>,
  },
  defaultVariants: { tone: 'brand', underline: 'always' },
});
