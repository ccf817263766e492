import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bigTitleFixture, bigTitleHeroFixture } from '../fixtures/textBlocks.ts';
import { blocksStoryMeta, localizedStory } from '../shared/blockStories.tsx';
import type { Blocks } from '../Blocks/Blocks.tsx';

const meta = { ...blocksStoryMeta, title: 'CMS blocks/Big title' } satisfies Meta<typeof Blocks>;

export default meta;

export const BigTitle = localizedStory(bigTitleFixture, async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
});

/** With pictures the big title is the page's hero: a wide picture from md up, 4:3 on phones. */
export const Hero = localizedStory(bigTitleHeroFixture, async ({ canvasElement }) => {
  await expect(canvasElement.querySelector('picture source')).not.toBeNull();
  await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
});
