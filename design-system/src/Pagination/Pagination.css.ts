import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { responsiveStyle } from '../styles/responsiveStyle.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
});

const focusRing = {
  outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
};

export const item = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  boxSizing: 'border-box',
  // Slightly smaller on phones so first, last, five pages, two gaps and the arrows fit 320 px.
  ...responsiveStyle({
    base: { minWidth: '32px', minHeight: '32px', paddingInline: vars.space.xsmall },
    md: {
      minWidth: vars.control.heightSmall,
      minHeight: vars.control.heightSmall,
      paddingInline: vars.space.small,
    },
  }),
  border: `${vars.borderWidth.standard} solid transparent`,
  borderRadius: vars.radius.button,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
});

export const link = style({
  borderColor: vars.color.border,
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.fast,
  ':focus-visible': focusRing,
  selectors: {
    // Hover never recolours the current page: brand text on its brand fill would vanish.
    '&:not([aria-current="page"]):hover': {
      borderColor: vars.color.brand,
      color: vars.color.brand,
    },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.strong,
    },
  },
});

/** Previous/next at either end: kept in place so the row does not shift, but inert. */
export const disabled = style({ color: vars.color.textMuted, cursor: 'not-allowed' });

export const ellipsis = style({ color: vars.color.textMuted, minWidth: 'auto' });

/** On phones previous/next show only their arrow; the text stays as the accessible name. */
export const stepText = style(
  responsiveStyle({
    base: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
    md: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  }),
);
