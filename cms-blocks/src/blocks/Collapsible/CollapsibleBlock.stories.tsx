import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { collapsibleFixture } from '../fixtures/textBlocks.ts';
import { blocksStoryMeta, localizedStory } from '../shared/blockStories.tsx';
import type { Blocks } from '../Blocks/Blocks.tsx';

const meta = { ...blocksStoryMeta, title: 'CMS blocks/Collapsible' } satisfies Meta<typeof Blocks>;

export default meta;

export const Collapsible = localizedStory(collapsibleFixture, async ({ canvasElement }) => {
  const toggle = within(canvasElement).getAllByRole('button')[1] as HTMLElement;
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});
