import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';
import { visuallyHiddenText } from '../../../ui/visuallyHidden.css.ts';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.small} ${vars.space.xlarge}`,
  margin: `0 0 ${vars.space.large}`,
});

export const legend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const legendSwatch = style({
  width: 14,
  height: 14,
  borderRadius: vars.radius.small,
  background: vars.color.cautionSurface,
  border: `${vars.borderWidth.standard} solid ${vars.color.caution}`,
});

export const scroller = style({
  overflowX: 'auto',
  // Its width comes from the page, never from the table, so only the table scrolls sideways.
  contain: 'inline-size',
  maxWidth: '100%',
  // Contains the visually hidden texts (absolutely positioned) so they scroll with the table
  // instead of widening the page.
  position: 'relative',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const table = style({
  borderCollapse: 'separate',
  borderSpacing: 0,
  minWidth: '100%',
  fontSize: vars.fontSize.small,
});

export const caption = visuallyHiddenText;
export const hidden = visuallyHiddenText;

const stickyColumn = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surfaceSunken,
} as const;

export const corner = style([stickyColumn]);

export const rowHead = style([
  stickyColumn,
  {
    width: 120,
    minWidth: 120,
    padding: vars.space.medium,
    textAlign: 'left',
    fontWeight: vars.fontWeight.medium,
    verticalAlign: 'top',
    borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  },
]);

export const productHead = style({
  minWidth: 180,
  maxWidth: 260,
  padding: vars.space.medium,
  textAlign: 'left',
  verticalAlign: 'top',
  fontWeight: vars.fontWeight.medium,
  display: 'table-cell',
});

export const picture = style({
  display: 'block',
  width: 120,
  aspectRatio: '1',
  marginBottom: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const cell = style({
  padding: vars.space.medium,
  verticalAlign: 'top',
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const differs = style({});

globalStyle(`${differs} > td`, {
  background: vars.color.cautionSurface,
  fontWeight: vars.fontWeight.medium,
});

globalStyle(`${differs} > th`, { boxShadow: `inset 4px 0 0 ${vars.color.caution}` });

export const remove = style({
  display: 'block',
  marginTop: vars.space.small,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.critical,
  font: 'inherit',
  fontSize: vars.fontSize.xsmall,
  textDecoration: 'underline',
  cursor: 'pointer',
});
