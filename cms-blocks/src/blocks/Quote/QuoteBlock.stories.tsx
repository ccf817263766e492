import type { Meta } from '@storybook/react-vite';
import { quoteFixture } from '../fixtures/textBlocks.ts';
import { blocksStoryMeta, localizedStory } from '../shared/blockStories.tsx';
import type { Blocks } from '../Blocks/Blocks.tsx';

const meta = { ...blocksStoryMeta, title: 'CMS blocks/Quote' } satisfies Meta<typeof Blocks>;

export default meta;

export const Quote = localizedStory(quoteFixture);
