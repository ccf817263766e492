import type { CategoriesBlock } from '@vitrina/contracts/content';
import type { BlockData, CategoryCardData } from './blockData.ts';
import { lookup } from './lookup.ts';

/** Store categories first, then virtual ones, each in the editor's order (spec §3 categoryBoxes). */
export function referencedCategories(
  value: CategoriesBlock['value'],
  data: BlockData,
): CategoryCardData[] {
  return [
    ...lookup(value.category_reference, data.categories),
    ...lookup(value.virtual_category_reference, data.virtualCategories),
  ];
}
