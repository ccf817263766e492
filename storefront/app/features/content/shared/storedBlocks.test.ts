import { contentBlockSchema } from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import { storedBlocks } from './storedBlocks.ts';

describe('storedBlocks', () => {
  it('moves stored fields under value and splits the title object', () => {
    const [block] = storedBlocks([
      {
        uuid: 'a',
        type: 'products',
        block_title: { text: 'Doporučujeme', color: 'primary', background_color: 'transparent' },
        product_reference: [1, 2],
      },
    ]);
    expect(block).toEqual({
      uuid: 'a',
      type: 'products',
      value: {
        block_title: 'Doporučujeme',
        block_title_color: 'primary',
        product_reference: [1, 2],
      },
    });
    expect(contentBlockSchema.safeParse(block).success).toBe(true);
  });

  it('turns a stored question into a collapsible list and nests rows', () => {
    const [collapsible, row] = storedBlocks([
      { uuid: 'c', type: 'collapsible', block_title: { text: 'Kdy?' }, text: 'Zítra' },
      {
        uuid: 'r',
        type: 'row',
        blocks: [{ uuid: 'p', type: 'productBoxes', value: { products: [{ entityId: 5 }] } }],
      },
    ]);
    expect(collapsible?.value).toMatchObject({ items: [{ title: 'Kdy?', text: 'Zítra' }] });
    expect(contentBlockSchema.safeParse(row).success).toBe(true);
  });
});
