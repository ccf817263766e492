export { Tooltip } from './Tooltip.tsx';
export type { TooltipProps } from './Tooltip.tsx';
