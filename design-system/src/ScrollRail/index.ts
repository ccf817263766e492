export { scrollBehavior, useRailSelection, useScrollRail } from './useScrollRail.ts';
export type { ScrollRailState } from './useScrollRail.ts';
export { railKeyTarget } from './railKeys.ts';
