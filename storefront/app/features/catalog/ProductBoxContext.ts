import { createContext, use } from 'react';
import type { ProductBoxContextValue } from './productBoxSettings.server.ts';

/**
 * The settings, currency and image server every product box of a page shares, given once by
 * the page (from its loader's `loadProductBoxContext`) instead of to each box.
 */
export const ProductBoxContext = createContext<ProductBoxContextValue | null>(null);

export function useProductBoxContext(): ProductBoxContextValue {
  const value = use(ProductBoxContext);
  if (!value) throw new Error('A product box needs a ProductBoxContext from its page');
  return value;
}
