export { NewsletterBlock } from './NewsletterBlock.tsx';
export type { NewsletterBlockProps } from './NewsletterBlock.tsx';
