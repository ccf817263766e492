import { style } from '@vanilla-extract/css';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { responsiveArray, responsiveConditions } from '../styles/conditions.ts';
import { gridColumns } from '../tokens/breakpoints.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${gridColumns}, minmax(0, 1fr))`,
});

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
