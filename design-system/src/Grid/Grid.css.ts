import { style } from '@vanilla-extract/css';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { responsiveArray, responsiveConditions } from '../styles/conditions.ts';
import { vars } from '../themes/contract.css.ts';
import { gridColumns } from '../tokens/breakpoints.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${gridColumns}, minmax(0, 1fr))`,
});

/**
 * Column gaps are capped at 2.5 % of the row, so the 23 gaps of a 24-column row take at most
 * 57.5 % of it whatever gap is asked for. Uncapped, the 16 px gutter needs 368 px of gaps alone,
 * more than a 375 px phone has (343 px inside the container): the row overflowed sideways. With
 * the cap a gap is 8–10 px on phones and reaches the full 16 px gutter from a 640 px wide row.
 */
const columnGaps = Object.fromEntries(
  Object.entries(vars.space).map(([name, value]) => [name, `min(${value}, 2.5%)`]),
) as Record<keyof typeof vars.space, string>;

export const gapSprinkles = createSprinkles(
  defineProperties({
    conditions: responsiveConditions,
    defaultCondition: 'base',
    responsiveArray,
    properties: { columnGap: columnGaps, rowGap: vars.space },
    shorthands: { gap: ['columnGap', 'rowGap'] },
  }),
);

export type GapSprinkles = Parameters<typeof gapSprinkles>[0];

const counts = Array.from({ length: gridColumns }, (_, index) => index + 1);

/** `span N` per column count, so a column's width is a class per breakpoint, not inline style. */
const spans = Object.fromEntries(counts.map((count) => [count, `span ${count}`]));

/** Offset N means "start at line N + 1"; 0 resets an offset set at a smaller breakpoint. */
const starts = Object.fromEntries([
  [0, 'auto'],
  ...counts.slice(0, -1).map((count) => [count, String(count + 1)]),
]);

export const columnSprinkles = createSprinkles(
  defineProperties({
    conditions: responsiveConditions,
    defaultCondition: 'base',
    responsiveArray,
    properties: {
      gridColumnEnd: spans,
      gridColumnStart: starts,
    },
  }),
);
