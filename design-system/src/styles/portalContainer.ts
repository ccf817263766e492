import { useState } from 'react';
import { themes } from '../themes/themes.css.ts';

const themeClasses = Object.values(themes);

/**
 * The nearest ancestor of `node` that carries a theme class, unless that is <html> or <body>.
 * Overlays are portalled to <body>, which only inherits the theme set on <html> (the storefront's
 * case). A nested theme root (Storybook's side-by-side panels, a themed preview inside an admin
 * page) must receive the portal itself, or the overlay would show the page's theme instead.
 */
export function findThemeRoot(node: Element | null): HTMLElement | undefined {
  for (let element = node?.parentElement; element; element = element.parentElement) {
    if (themeClasses.some((name) => element.classList.contains(name))) {
      const isDocumentRoot = element === element.ownerDocument.documentElement;
      return isDocumentRoot || element === element.ownerDocument.body ? undefined : element;
    }
  }
  return undefined;
}

/**
 * For overlay components: `anchorRef` goes on the trigger (or a hidden marker) and `container`
 * is where the portal renders — the explicit prop, else the anchor's nested theme root, else
 * <body> (undefined lets Radix use its default).
 */
export function usePortalContainer(explicit?: HTMLElement | null) {
  const [anchor, setAnchor] = useState<Element | null>(null);
  const container = explicit ?? findThemeRoot(anchor);
  return { anchorRef: setAnchor, container };
}
