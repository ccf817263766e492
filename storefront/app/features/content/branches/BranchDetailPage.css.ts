import { globalStyle, style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@vitrina/design-system';

// Phone: introduction, hours, details. Wide: hours beside both.
export const layout = style(
  responsiveStyle({
    base: { display: 'grid', gap: vars.space.large, gridTemplateColumns: '1fr' },
    lg: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gridTemplateAreas: '"intro aside" "details aside"',
      alignItems: 'start',
      columnGap: vars.space.xlarge,
    },
  }),
);

export const intro = style(responsiveStyle({ lg: { gridArea: 'intro' } }));
export const details = style(responsiveStyle({ lg: { gridArea: 'details' } }));
export const aside = style(responsiveStyle({ lg: { gridArea: 'aside' } }));

export const address = style({ fontStyle: 'normal', fontSize: vars.fontSize.large, margin: 0 });

export const section = style({ marginTop: vars.space.xlarge });

export const sectionTitle = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
});

export const panel = style({
  padding: vars.space.large,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.card,
});

export const statusOpen = style({ margin: `${vars.space.small} 0`, color: vars.color.positive });
export const statusClosed = style({ margin: `${vars.space.small} 0`, color: vars.color.critical });

export const hoursTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  marginBottom: vars.space.large,
});

globalStyle(`${hoursTable} th, ${hoursTable} td`, {
  padding: `${vars.space.xxsmall} 0`,
  textAlign: 'left',
  fontWeight: 'inherit',
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
export const caption = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
  paddingBottom: vars.space.small,
});
export const today = style({ fontWeight: vars.fontWeight.strong });

export const list = style({ margin: 0, paddingLeft: vars.space.large });

export const facts = style({
  margin: `0 0 ${vars.space.medium}`,
  display: 'grid',
  gap: vars.space.small,
});

globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.strong });
globalStyle(`${facts} dd`, { margin: 0 });

export const gallery = style(
  responsiveStyle({
    base: { display: 'grid', gap: vars.space.small, gridTemplateColumns: 'repeat(2, 1fr)' },
    md: { gridTemplateColumns: 'repeat(3, 1fr)' },
  }),
);

export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.card });

export const people = style(
  responsiveStyle({
    base: { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.medium },
    md: { gridTemplateColumns: 'repeat(2, 1fr)' },
  }),
);

export const person = style({ display: 'flex', gap: vars.space.medium, alignItems: 'center' });
export const photo = style({ borderRadius: vars.radius.full, flexShrink: 0 });

export const embed = style({
  display: 'block',
  width: '100%',
  maxWidth: '960px',
  aspectRatio: '16 / 9',
  border: 0,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceSunken,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
