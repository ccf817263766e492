import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@vitrina/design-system';

// Fixed over the page's bottom edge: it covers, never pushes, so nothing shifts when it comes
// or goes.
export const panel = style(
  responsiveStyle({
    base: {
      position: 'fixed',
      insetInline: vars.space.small,
      bottom: vars.space.small,
      zIndex: vars.zIndex.modal,
      maxHeight: 'calc(100dvh - 16px)',
      overflowY: 'auto',
      padding: vars.space.large,
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      borderRadius: vars.radius.large,
      boxShadow: vars.shadow.large,
    },
    md: { insetInline: 'auto', right: vars.space.large, bottom: vars.space.large, width: '520px' },
  }),
);

export const title = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
  outline: 'none',
});

export const text = style({ margin: `0 0 ${vars.space.medium}`, fontSize: vars.fontSize.small });

export const categories = style({
  margin: `0 0 ${vars.space.medium}`,
  padding: 0,
  border: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const details = style({ marginTop: vars.space.medium });

export const summary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brand,
  marginBottom: vars.space.small,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.fontWeight.strong,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
