import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, responsiveStyle, vars } from '@vitrina/design-system';

// A fixed height from the first paint, so nothing below moves when the map arrives.
export const frame = style(
  responsiveStyle({
    base: {
      position: 'relative',
      height: '260px',
      overflow: 'hidden',
      background: vars.color.surfaceSunken,
      border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      borderRadius: vars.radius.card,
    },
    lg: { height: '560px' },
  }),
);

export const compact = style({
  '@media': { [mediaQueries.lg]: { height: '360px' } },
});

export const canvas = style({ position: 'absolute', inset: 0, zIndex: 0 });

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
});

// Leaflet's popups and controls take the theme's type and colours.
globalStyle(`${canvas} .leaflet-container, ${canvas}.leaflet-container`, {
  fontFamily: vars.font.body,
  background: vars.color.surfaceSunken,
});
globalStyle(`${canvas} .leaflet-popup-content a`, { color: vars.color.brand, fontWeight: 700 });
// The design system caps media at their box's width; Leaflet's panes have no width of their own.
globalStyle(`${canvas} canvas, ${canvas} img`, { maxWidth: 'none' });
