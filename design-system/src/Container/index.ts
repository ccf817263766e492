export { Container, containerElements } from './Container.tsx';
export type { ContainerElement, ContainerProps } from './Container.tsx';
