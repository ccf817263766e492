import { style } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import type { ButtonColor, ButtonFloat, ButtonSize } from './buttonVariants.ts';

const enabled = '&:not(:disabled):not([aria-disabled="true"])';

function fill(background: string, foreground: string, hover: string): StyleRule {
  return {
    background,
    color: foreground,
    selectors: {
      [`${enabled}:hover`]: { background: hover, boxShadow: vars.shadow.small },
    },
  };
}

function transparent(foreground: string, border: string): StyleRule {
  return {
    background: 'transparent',
    color: foreground,
    borderColor: border,
    selectors: { [`${enabled}:hover`]: { background: vars.color.surfaceSunken } },
  };
}

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    boxSizing: 'border-box',
    maxWidth: '100%',
    margin: 0,
    border: `${vars.borderWidth.standard} solid transparent`,
    borderRadius: vars.radius.button,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: vars.letterSpacing.button,
    textTransform: vars.textTransform.button,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    ':focus-visible': {
      outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    selectors: {
      // Pressed: the button gives way a pixel, the quickest "it registered" a shopper gets.
      [`${enabled}:active`]: { transform: 'translateY(1px)', boxShadow: 'none' },
      // Disabled is a grey button, not a faded brand one: the shape (fill and border) still
      // reads as a button, the muted label is legible (about 5:1), and no theme colour suggests
      // it can be pressed. The colour variants' own colours are overridden whatever they are.
      '&:disabled:not([aria-busy="true"]), &[aria-disabled="true"]:not([aria-busy="true"])': {
        cursor: 'not-allowed',
        background: vars.color.surfaceSunken,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
        boxShadow: 'none',
      },
      // A loading button is busy, not unavailable: it keeps its colours.
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    color: {
      primary: fill(vars.color.brand, vars.color.onBrand, vars.color.brandHover),
      secondary: fill(
        vars.color.brandAccent,
        vars.color.onBrandAccent,
        vars.color.brandAccentHover,
      ),
      outline: transparent(vars.color.brand, vars.color.brand),
      ghost: transparent(vars.color.brand, 'transparent'),
      critical: fill(vars.color.critical, vars.color.onCritical, vars.color.criticalHover),
    } satisfies Record<ButtonColor, StyleRule>,
    size: {
      large: {
        minHeight: vars.control.heightLarge,
        paddingBlock: vars.space.small,
        paddingInline: vars.space.xlarge,
        fontSize: vars.fontSize.standard,
      },
      small: {
        minHeight: vars.control.heightSmall,
        paddingBlock: vars.space.xsmall,
        paddingInline: vars.space.large,
        fontSize: vars.fontSize.small,
      },
    } satisfies Record<ButtonSize, StyleRule>,
    float: {
      block: { display: 'flex', width: '100%' },
      left: { float: 'left', marginInlineEnd: vars.space.medium },
      right: { float: 'right', marginInlineStart: vars.space.medium },
    } satisfies Record<ButtonFloat, StyleRule>,
  },
  defaultVariants: { color: 'primary', size: 'large' },
});

export type ButtonVariants = RecipeVariants<typeof button>;

export const icon = style({ display: 'inline-flex', flexShrink: 0, fontSize: '1.15em' });

export const label = style({ minWidth: 0 });
