import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleDoc } from './fixtures/article.ts';
import { buttonsFixture } from './fixtures/buttons.ts';
import { hostileDoc } from './fixtures/hostile.ts';
import { imagesFixture } from './fixtures/images.ts';
import { listsFixture } from './fixtures/lists.ts';
import { marksFixture } from './fixtures/marks.ts';
import { tableFixture } from './fixtures/table.ts';
import { textBlocksFixture } from './fixtures/textBlocks.ts';
import type { LocalizedFixture } from './fixtures/types.ts';
import { RichText } from './RichText.tsx';
import { storyImageUrl } from './storyImages.ts';

const meta = {
  title: 'CMS blocks/RichText',
  component: RichText,
  args: { content: sampleDoc, locale: 'cs', imageUrl: storyImageUrl },
  argTypes: {
    locale: { control: 'inline-radio', options: ['cs', 'en'] },
    content: { control: false },
    imageUrl: { control: false },
    fileUrl: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story whose document follows the locale control. */
function localized(fixture: LocalizedFixture, play?: Story['play']): Story {
  return {
    args: { content: fixture.cs },
    render: (args) => <RichText {...args} content={fixture[args.locale ?? 'cs']} />,
    play,
  };
}

export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
      'Fresh roast, every week',
    );
  },
};

export const HeadingsQuotesAndBreaks = localized(textBlocksFixture, async ({ canvasElement }) => {
  const headings = within(canvasElement).getAllByRole('heading');
  await expect(headings.map((heading) => heading.tagName)).toEqual(['H2', 'H3', 'H4', 'H5']);
});

export const Lists = localized(listsFixture, async ({ canvasElement }) => {
  await expect(within(canvasElement).getAllByRole('list')).toHaveLength(3);
});

export const Table = localized(tableFixture, async ({ canvasElement }) => {
  await expect(within(canvasElement).getAllByRole('row')).toHaveLength(3);
});

export const Images = localized(imagesFixture);

export const Buttons = localized(buttonsFixture, async ({ canvasElement, args }) => {
  const name = args.locale === 'en' ? 'To the shop' : 'Do obchodu';
  await expect(within(canvasElement).getByRole('link', { name })).toBeVisible();
});

export const Marks = localized(marksFixture, async ({ canvasElement }) => {
  const partner = within(canvasElement).getByRole('link', { name: 'Partner' });
  await expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
});

export const English: Story = {
  ...localized(marksFixture),
  args: { content: marksFixture.en, locale: 'en' },
};

/** Script payloads in every field show up as harmless text; unsafe links lose their href. */
export const HostileContent: Story = {
  args: { content: hostileDoc },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    // Unsafe hrefs are dropped, and the file key "javascript:alert(1)" is refused by the URL builder.
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

export const UnknownNodesSkipped: Story = {
  args: {
    content: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Before an unsupported node.' }] },
        { type: 'mystery_widget', attrs: { id: 7 } },
        { type: 'paragraph', content: [{ type: 'text', text: 'After it: nothing in between.' }] },
      ],
    },
  },
};
