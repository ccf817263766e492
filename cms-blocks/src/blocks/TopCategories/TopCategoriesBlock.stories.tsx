import type { Meta } from '@storybook/react-vite';
import { topCategoriesFixture } from '../fixtures/catalogBlocks.ts';
import { blocksStoryMeta, localizedStory } from '../shared/blockStories.tsx';
import type { Blocks } from '../Blocks/Blocks.tsx';

const meta = { ...blocksStoryMeta, title: 'CMS blocks/Top categories' } satisfies Meta<
  typeof Blocks
>;

export default meta;

/** The second tile's title is longer than 45 characters (cs) and is cut. */
export const TopCategories = localizedStory(topCategoriesFixture);
