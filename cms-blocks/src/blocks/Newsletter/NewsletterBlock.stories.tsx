import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { newsletterFormFixture, newsletterWithTextFixture } from '../fixtures/textBlocks.ts';
import { blocksStoryMeta, localizedStory } from '../shared/blockStories.tsx';
import type { BlocksStory } from '../shared/blockStories.tsx';
import type { Blocks } from '../Blocks/Blocks.tsx';

const meta = { ...blocksStoryMeta, title: 'CMS blocks/Newsletter' } satisfies Meta<typeof Blocks>;

export default meta;

export const WithText = localizedStory(newsletterWithTextFixture);

/** Submitting calls the app's callback with the address and shows the success state. */
export const FormOnly = localizedStory(newsletterFormFixture, async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/E-mail/), 'jana@example.cz');
  await userEvent.click(canvas.getByRole('button'));
  await expect(args.onNewsletterSubmit).toHaveBeenCalledWith('jana@example.cz');
  await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
});

export const Pending: BlocksStory = {
  ...localizedStory(newsletterFormFixture),
  args: { newsletterStatus: 'pending' },
};
export const Failed: BlocksStory = {
  ...localizedStory(newsletterFormFixture),
  args: { newsletterStatus: 'error' },
};
