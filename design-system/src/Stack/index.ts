export { Stack, stackElements } from './Stack.tsx';
export type { StackElement, StackProps } from './Stack.tsx';
