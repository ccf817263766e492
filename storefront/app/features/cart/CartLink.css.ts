import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';
import { visuallyHiddenText } from '../../ui/visuallyHidden.css.ts';

export const cartLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.medium,
  ':hover': { background: vars.color.surfaceSunken },
});

// Room on the right for the count badge, so it never touches the label.
export const iconWrap = style({ position: 'relative', display: 'inline-flex', marginRight: '6px' });

// The piece count sits on the icon, so it stays in view on phones where the total is hidden.
export const count = style({
  position: 'absolute',
  top: '-6px',
  right: '-8px',
  minWidth: '18px',
  height: '18px',
  padding: '0 4px',
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  lineHeight: '18px',
  textAlign: 'center',
  // A ring of the header's colour keeps the badge apart from the icon in every theme.
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const total = style({
  display: 'none',
  whiteSpace: 'nowrap',
  '@media': { [mediaQueries.md]: { display: 'inline' } },
});

export const hidden = visuallyHiddenText;
