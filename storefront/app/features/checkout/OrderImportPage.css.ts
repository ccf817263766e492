import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const intro = style({ margin: 0, maxWidth: '60ch', color: vars.color.textMuted });

export const form = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: '720px',
  marginBlock: vars.space.xlarge,
  padding: vars.space.xlarge,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceRaised,
});

export const lines = style({ fontFamily: vars.font.mono, minHeight: '10rem' });

export const example = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  whiteSpace: 'pre',
});

export const file = style({
  display: 'block',
  maxWidth: '100%',
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  font: 'inherit',
  color: vars.color.text,
});

export const fileLabel = style({
  display: 'grid',
  gap: vars.space.xsmall,
  fontWeight: vars.fontWeight.medium,
});

const notice = {
  margin: 0,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  borderInlineStart: `4px solid ${vars.color.info}`,
  background: vars.color.infoSurface,
} as const;

export const info = style(notice);
export const success = style({
  ...notice,
  borderInlineStartColor: vars.color.positive,
  background: vars.color.positiveSurface,
});
export const problem = style({
  ...notice,
  borderInlineStartColor: vars.color.critical,
  background: vars.color.criticalSurface,
});

export const noticeList = style({
  margin: `${vars.space.xsmall} 0 0`,
  paddingInlineStart: vars.space.xlarge,
});

export const results = style({ display: 'grid', gap: vars.space.medium, maxWidth: '720px' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });
