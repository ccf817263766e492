import type { Meta } from '@storybook/react-vite';
import { rowFixture } from '../fixtures/page.ts';
import { blocksStoryMeta, localizedStory } from '../shared/blockStories.tsx';
import type { Blocks } from '../Blocks/Blocks.tsx';

const meta = { ...blocksStoryMeta, title: 'CMS blocks/Row' } satisfies Meta<typeof Blocks>;

export default meta;

export const Row = localizedStory(rowFixture);
