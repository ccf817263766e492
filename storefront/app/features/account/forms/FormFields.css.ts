import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

export const alert = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  borderRadius: vars.radius.small,
  background: vars.color.criticalSurface,
  color: vars.color.text,
});

export const notice = style([
  alert,
  { borderInlineStartColor: vars.color.positive, background: vars.color.positiveSurface },
]);

/** A form's fields one under the other; `pair` puts two side by side from tablets up. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: '640px',
});

export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const selectField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const selectLabel = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

/** A native select (works without JavaScript) in the look of the design system's text field. */
export const select = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.control.heightLarge,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.standard,
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
  },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical } },
});

export const selectError = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});
