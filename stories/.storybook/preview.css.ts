import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

/** A themed canvas: surface, text and font come from the theme class on the same element. */
export const frame = style({
  boxSizing: 'border-box',
  minHeight: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.body,
});

export const sideBySide = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: '1px',
  background: '#c9c9c9',
  minHeight: '100vh',
});

export const panel = style({ padding: '16px', overflow: 'hidden' });

export const panelLabel = style({
  margin: '0 0 12px',
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: '11px',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
