import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@vitrina/design-system';

export const search = style(
  responsiveStyle({
    base: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.small,
      marginBottom: vars.space.medium,
    },
    md: { flexDirection: 'row', alignItems: 'flex-end', maxWidth: '640px' },
  }),
);

export const searchField = style({ flex: 1 });

export const status = style({ margin: `0 0 ${vars.space.medium}`, color: vars.color.textMuted });

export const layout = style(
  responsiveStyle({
    base: { display: 'grid', gap: vars.space.large, gridTemplateColumns: '1fr' },
    lg: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' },
  }),
);

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.small,
});

export const item = style({
  padding: vars.space.medium,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const itemTitle = style({
  margin: `0 0 ${vars.space.xxsmall}`,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const itemLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline', color: vars.color.brand },
});

export const address = style({ fontStyle: 'normal', color: vars.color.textMuted });

export const mapColumn = style(
  responsiveStyle({
    base: { order: -1 },
    lg: { order: 1, position: 'sticky', top: vars.space.medium },
  }),
);
