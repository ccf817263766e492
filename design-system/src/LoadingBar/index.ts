export { LoadingBar } from './LoadingBar.tsx';
export type { LoadingBarProps } from './LoadingBar.tsx';
