import type { ContentBlock, ContentBlockJson } from '@vitrina/contracts/content';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `block_title` as stored (`{ text, color, background_color }`) → the renderer's fields. */
function titleFields(title: unknown): Fields {
  if (!isObject(title)) return title === undefined ? {} : { block_title: title };
  return {
    block_title: title.text,
    ...(typeof title.color === 'string' ? { block_title_color: title.color } : {}),
  };
}

/** A stored file path as the renderer's file list. */
const fileList = (value: unknown) => (typeof value === 'string' ? [{ fileKey: value }] : value);

/** Fields whose stored form differs from the renderer's, per block type. */
function valueOf(type: string, fields: Fields): Fields {
  const { block_title: title, ...rest } = fields;
  const value: Fields = { ...rest, ...titleFields(title) };
  switch (type) {
    case 'collapsible':
      // Stored as one question (title + text); the block renders a list of them.
      if (Array.isArray(value.items)) return value;
      return {
        ...value,
        block_title: undefined,
        items: [{ title: value.block_title ?? '', text: value.text ?? '' }],
      };
    case 'top_categories': {
      const list = Array.isArray(value.top_categories)
        ? value.top_categories
        : [value.top_categories];
      return {
        ...value,
        top_categories: list.filter(isObject).map((item) => ({
          ...item,
          top_category_image: fileList(item.top_category_image),
        })),
      };
    }
    case 'row':
      return {
        ...value,
        blocks: Array.isArray(value.blocks) ? storedBlocks(value.blocks as ContentBlockJson[]) : [],
      };
    default:
      return value;
  }
}

/**
 * Blocks as the content server stores them (`{ uuid, type, …fields }`, the title as an object) in
 * the renderer's shape (`{ uuid, type, value }`, contracts' blocks.ts). Blocks already in that
 * shape pass through; unknown types keep their fields and are skipped by the renderer.
 */
export function storedBlocks(blocks: readonly ContentBlockJson[]): ContentBlock[] {
  return blocks.map((block) => {
    const { uuid, type, value, ...fields } = block as ContentBlockJson & { value?: unknown };
    const own = isObject(value) ? { ...fields, ...value } : fields;
    return { uuid, type, value: valueOf(type, own) } as unknown as ContentBlock;
  });
}
