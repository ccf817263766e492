import {
  contentBlockSchema,
  type ContentBlock,
  type ContentBlockJson,
} from '@vitrina/contracts/content';

/**
 * Content blocks as the content server sends them (`uuid`, `type` and the fields side by side)
 * in the renderer's shape (`value` holding the fields); a row's nested blocks likewise. A block
 * that does not match its type's schema is left out, not the page.
 */
export function toContentBlocks(blocks: readonly ContentBlockJson[]): ContentBlock[] {
  return blocks.flatMap((json) => {
    const { uuid, type, ...fields } = json;
    const value =
      type === 'row' && Array.isArray(fields.blocks)
        ? { ...fields, blocks: toContentBlocks(fields.blocks as ContentBlockJson[]) }
        : // Editors may save a single top-category list as the object itself.
          type === 'top_categories' && isObject(fields.top_categories)
          ? { ...fields, top_categories: [fields.top_categories] }
          : fields;
    const parsed = contentBlockSchema.safeParse({ uuid, type, value });
    return parsed.success ? [parsed.data] : [];
  });
}

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Ref = string | number | { entityId: string | number };
const idOf = (ref: Ref) => Number(typeof ref === 'object' ? ref.entityId : ref);

/** Product and store-category ids the blocks reference (the app resolves them; blocks never fetch). */
export function blockReferences(blocks: readonly ContentBlock[]): {
  productIds: number[];
  categoryIds: number[];
} {
  const products = new Set<number>();
  const categories = new Set<number>();
  const visit = (block: ContentBlock) => {
    switch (block.type) {
      case 'products':
        block.value.product_reference.forEach((ref) => products.add(idOf(ref)));
        break;
      case 'productBoxes':
        block.value.products.forEach((ref) => products.add(idOf(ref)));
        break;
      case 'categories':
      case 'categoryBoxes':
        block.value.category_reference?.forEach((ref) => categories.add(idOf(ref)));
        break;
      case 'row':
        block.value.blocks.forEach(visit);
        break;
      default:
        break;
    }
  };
  blocks.forEach(visit);
  const valid = (ids: Set<number>) =>
    [...ids].filter((id) => Number.isInteger(id) && id > 0).slice(0, 100);
  return { productIds: valid(products), categoryIds: valid(categories) };
}
