import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const themeRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: '16px',
  margin: '16px 0 32px',
});

/** A card rendered inside a theme class, so vars resolve to that theme. */
export const themeCard = style({
  padding: vars.space.xlarge,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.medium,
});

export const caption = style({
  margin: '0 0 8px',
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: '12px',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const specimenHeading = style({
  margin: '0 0 8px',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: vars.letterSpacing.heading,
});

export const specimenBody = style({
  margin: '0 0 16px',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.body,
});

export const muted = style({
  margin: '16px 0 0',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });

export const bar = style({ height: '12px', background: vars.color.brand });

export const scaleRow = style({
  display: 'grid',
  gridTemplateColumns: '110px 60px 1fr',
  alignItems: 'center',
  gap: '12px',
  padding: '4px 0',
  fontSize: '13px',
});

export const shapeSample = style({
  width: '72px',
  height: '48px',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const cell = style({
  padding: '10px 4px',
  textAlign: 'center',
  fontSize: '12px',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '14px',
  textAlign: 'left',
});

globalStyle(`${table} th, ${table} td`, { padding: '8px 12px', borderBottom: '1px solid #d9e1e5' });
