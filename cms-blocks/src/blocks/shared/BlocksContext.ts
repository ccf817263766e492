import { createContext, use } from 'react';
import type {
  BlockData,
  NewsletterStatus,
  NewsletterSubmit,
  ProductActions,
  ProductBoxSettings,
} from './blockData.ts';

export interface BlocksContextValue {
  data: BlockData;
  onNewsletterSubmit?: NewsletterSubmit;
  /** Controlled newsletter state; when absent each form keeps its own. */
  newsletterStatus?: NewsletterStatus;
  newsletterMessage?: string;
  /** The app's add-to-cart and wish-list controls for a product box. */
  productActions?: ProductActions;
  productBox?: ProductBoxSettings;
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

export type ItemTitleLevel = 3 | 4 | 5;

/** Heading level of the titles inside a block (cards, boxes, questions): one below the block's. */
export function itemTitleLevel(depth: number): ItemTitleLevel {
  return (titleLevel(depth) + 1) as ItemTitleLevel;
}

/** `itemTitleLevel` at the nesting depth of the calling block. */
export function useItemTitleLevel(): ItemTitleLevel {
  return itemTitleLevel(useBlocksContext().depth);
}
