import { createContext, use } from 'react';
import type { BlockData, NewsletterStatus, NewsletterSubmit } from './blockData.ts';

export interface BlocksContextValue {
  data: BlockData;
  onNewsletterSubmit?: NewsletterSubmit;
  /** Controlled newsletter state; when absent each form keeps its own. */
  newsletterStatus?: NewsletterStatus;
  newsletterMessage?: string;
  /** Row nesting depth: block titles go one heading level deeper inside a row. */
  depth: number;
}

export const BlocksContext = createContext<BlocksContextValue>({ data: {}, depth: 0 });

export function useBlocksContext(): BlocksContextValue {
  return use(BlocksContext);
}

/** Heading level of a block title at a nesting depth (h2 on the page, never below h4). */
export function titleLevel(depth: number): 2 | 3 | 4 {
  return depth <= 0 ? 2 : depth === 1 ? 3 : 4;
}
