import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { uspFixture } from '../fixtures/textBlocks.ts';
import { blocksStoryMeta, localizedStory } from '../shared/blockStories.tsx';
import type { Blocks } from '../Blocks/Blocks.tsx';

const meta = { ...blocksStoryMeta, title: 'CMS blocks/Usp' } satisfies Meta<typeof Blocks>;

export default meta;

/** The second selling point is longer than 80 characters and is cut. */
export const Usp = localizedStory(uspFixture, async ({ canvasElement }) => {
  const titles = within(canvasElement).getAllByRole('heading', { level: 3 });
  await expect(titles[1]?.textContent?.endsWith('…')).toBe(true);
});
