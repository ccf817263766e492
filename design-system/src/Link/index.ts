export { isExternalHref } from './isExternalHref.ts';
export { Link } from './Link.tsx';
export type { LinkProps } from './Link.tsx';
export { linkTones, linkUnderlines } from './linkVariants.ts';
export type { LinkTone, LinkUnderline } from './linkVariants.ts';
