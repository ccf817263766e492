export { AppLink, DefaultLink, LinkProvider, useLinkComponent } from './LinkProvider.tsx';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './LinkProvider.tsx';
