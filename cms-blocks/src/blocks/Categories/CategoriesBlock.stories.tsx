import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { categoriesFixture } from '../fixtures/catalogBlocks.ts';
import { blocksStoryMeta, localizedStory } from '../shared/blockStories.tsx';
import type { Blocks } from '../Blocks/Blocks.tsx';

const meta = { ...blocksStoryMeta, title: 'CMS blocks/Categories' } satisfies Meta<typeof Blocks>;

export default meta;

export const Categories = localizedStory(categoriesFixture, async ({ canvasElement }) => {
  await expect(within(canvasElement).getAllByRole('link')).toHaveLength(4);
});
