import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

export const layout = style({
  display: 'grid',
  // minmax(0, …): a long unbroken path or line of JSON must not widen the page on a phone.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: 'minmax(320px, 2fr) minmax(0, 3fr)',
      alignItems: 'start',
    },
  },
});

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'flex-end',
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

const control = {
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
} as const;

export const select = style({
  ...control,
  minHeight: vars.control.heightSmall,
  padding: `0 ${vars.space.small}`,
});

export const textarea = style({
  ...control,
  minHeight: '420px',
  padding: vars.space.medium,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  resize: 'vertical',
});

export const issues = style({
  padding: vars.space.medium,
  color: vars.color.critical,
  background: vars.color.criticalSurface,
  border: `${vars.borderWidth.standard} solid ${vars.color.critical}`,
  borderRadius: vars.radius.medium,
});

export const issueList = style({
  margin: `${vars.space.small} 0 0`,
  paddingInlineStart: vars.space.xlarge,
  overflowWrap: 'anywhere',
});

export const issuePath = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.strong });

export const valid = style({ color: vars.color.positive });

export const preview = style({
  padding: vars.space.large,
  minHeight: '200px',
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});
