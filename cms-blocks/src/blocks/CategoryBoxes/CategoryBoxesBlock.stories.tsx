import type { Meta } from '@storybook/react-vite';
import { categoryBoxesFixture } from '../fixtures/catalogBlocks.ts';
import { blocksStoryMeta, localizedStory } from '../shared/blockStories.tsx';
import type { Blocks } from '../Blocks/Blocks.tsx';

const meta = { ...blocksStoryMeta, title: 'CMS blocks/Category boxes' } satisfies Meta<
  typeof Blocks
>;

export default meta;

export const CategoryBoxes = localizedStory(categoryBoxesFixture);
