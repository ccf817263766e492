import type { Meta } from '@storybook/react-vite';
import { textBoxesFixture } from '../fixtures/textBlocks.ts';
import { blocksStoryMeta, localizedStory } from '../shared/blockStories.tsx';
import type { Blocks } from '../Blocks/Blocks.tsx';

const meta = { ...blocksStoryMeta, title: 'CMS blocks/Text boxes' } satisfies Meta<typeof Blocks>;

export default meta;

export const TextBoxes = localizedStory(textBoxesFixture);
