export { Collapsible } from './Collapsible.tsx';
export type { CollapsibleProps, DisclosureHeadingLevel } from './Collapsible.tsx';
