import { createContext, createElement, use } from 'react';
import type { ComponentPropsWithRef, ComponentType, ReactNode } from 'react';

/** What the design system passes to a link: anchor attributes with a required `href`. */
export type LinkComponentProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { href: string };

/**
 * The app's link component. The design system and the blocks never import a router; the storefront
 * supplies one (e.g. an adapter that maps `href` to React Router's `<Link to>`).
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** Plain anchor, used when no provider is present (Storybook, tests, static pages). */
export function DefaultLink(props: LinkComponentProps) {
  return <a {...props} />;
}

const LinkContext = createContext<LinkComponent>(DefaultLink);

export interface LinkProviderProps {
  component: LinkComponent;
  children?: ReactNode;
}

export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

/** The link component to render for internal navigation in blocks and buttons. */
export function useLinkComponent(): LinkComponent {
  return use(LinkContext);
}

/**
 * Renders the app's link component with the given props; what blocks and buttons use for
 * internal navigation. (createElement, because the component comes from context at render time.)
 */
export function AppLink(props: LinkComponentProps) {
  return createElement(use(LinkContext), props);
}
