import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@vitrina/design-system';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  paddingBottom: vars.space.xxxlarge,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: vars.letterSpacing.heading,
  // A long query wraps instead of widening the page on a phone.
  overflowWrap: 'anywhere',
});

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.borderStrong },
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: 2,
  },
});

export const toolbar = style(
  responsiveStyle({
    base: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.small,
      paddingBottom: vars.space.small,
      borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
    md: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  }),
);

export const sortList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Phones scroll the sort options sideways rather than wrapping them onto three lines.
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const sortLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.space.medium}`,
  whiteSpace: 'nowrap',
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: `${vars.borderWidth.strong} solid transparent`,
  ':hover': { borderBottomColor: vars.color.border },
  selectors: {
    '&[aria-current="true"]': {
      fontWeight: vars.fontWeight.heading,
      borderBottomColor: vars.color.brand,
    },
  },
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: -2,
  },
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const articles = style(
  responsiveStyle({
    base: {
      display: 'grid',
      gap: vars.space.medium,
      margin: 0,
      padding: 0,
      listStyle: 'none',
    },
    md: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
);

export const article = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.borderStrong },
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: 2,
  },
});

export const thumb = style({ flex: 'none', width: 48, height: 48, objectFit: 'cover' });

export const tips = style({
  margin: `${vars.space.small} 0 0`,
  paddingLeft: vars.space.xlarge,
  textAlign: 'left',
});

export const faqList = style({ display: 'grid', gap: vars.space.medium, maxWidth: '80ch' });

export const faqItem = style({
  paddingBottom: vars.space.medium,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  // The dropdown's FAQ options jump here (#faq-<id>): leave room under a sticky header.
  scrollMarginTop: '6rem',
  selectors: {
    '&:target': {
      outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
      outlineOffset: 4,
    },
  },
});

export const faqQuestion = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
});

/** The products beside the filter panel: one column that never grows past the page (phones). */
export const productsMain = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  minWidth: 0,
});
