export { Box, boxElements } from './Box.tsx';
export type { BoxElement, BoxProps } from './Box.tsx';
