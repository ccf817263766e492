import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';
import { root as richTextRoot } from '../../RichText/RichText.css.ts';

// What several blocks share: the block column, card grids and cards, buttons, editor text colour.

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/** A block with an editor background gets room around its content so text never touches the edge. */
export const withBackground = style({
  padding: vars.space.xlarge,
  borderRadius: vars.radius.card,
});

export const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const cardGrid = style({
  ...listReset,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
});

export const boxGrid = style([
  cardGrid,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' },
]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const cardImage = style({
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
});

export const cardTitle = style({ margin: 0 });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/**
 * Set where an editor chose a text colour: headings and text inside take it too, instead of the
 * theme's heading and muted colours, which may not contrast with the editor's background.
 */
export const editorTextColor = style({});
globalStyle(
  `${editorTextColor} :is(${richTextRoot}, h2, h3, h4, h5, h6, p, li, blockquote, span, strong)`,
  { color: 'inherit' },
);
