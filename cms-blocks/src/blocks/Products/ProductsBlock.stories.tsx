import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productsFixture } from '../fixtures/catalogBlocks.ts';
import { blocksStoryMeta, localizedStory } from '../shared/blockStories.tsx';
import type { Blocks } from '../Blocks/Blocks.tsx';

const meta = { ...blocksStoryMeta, title: 'CMS blocks/Products' } satisfies Meta<typeof Blocks>;

export default meta;

export const Products = localizedStory(productsFixture, async ({ canvasElement }) => {
  await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
});
