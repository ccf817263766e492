import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import type { BadgeSize, BadgeVariant } from './badgeVariants.ts';

const tone = (background: string, color: string, border = background): StyleRule => ({
  background,
  color,
  borderColor: border,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    boxSizing: 'border-box',
    border: `${vars.borderWidth.standard} solid transparent`,
    borderRadius: vars.radius.badge,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    variant: {
      freeDelivery: tone(vars.color.positiveSurface, vars.color.positive, vars.color.positive),
      quantityDiscount: tone(vars.color.brandAccent, vars.color.onBrandAccent),
      notSaleable: tone(vars.color.surfaceSunken, vars.color.textMuted, vars.color.borderStrong),
      gift: tone(vars.color.brand, vars.color.onBrand),
      discount: tone(vars.color.critical, vars.color.onCritical),
      neutral: tone(vars.color.surfaceSunken, vars.color.text, vars.color.border),
      info: tone(vars.color.infoSurface, vars.color.info, vars.color.info),
    } satisfies Record<BadgeVariant, StyleRule>,
    size: {
      small: {
        paddingBlock: vars.space.xxsmall,
        paddingInline: vars.space.xsmall,
        fontSize: vars.fontSize.xsmall,
      },
      standard: {
        paddingBlock: vars.space.xsmall,
        paddingInline: vars.space.small,
        fontSize: vars.fontSize.small,
      },
    } satisfies Record<BadgeSize, StyleRule>,
  },
  defaultVariants: { variant: 'neutral', size: 'standard' },
});
