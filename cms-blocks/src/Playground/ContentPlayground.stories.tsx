import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blockDataFixture } from '../blocks/fixtures/data.ts';
import { pageFixture } from '../blocks/fixtures/page.ts';
import { sampleDoc } from '../RichText/fixtures/article.ts';
import { storyImageUrl } from '../RichText/storyImages.ts';
import { ContentPlayground } from './ContentPlayground.tsx';

const meta = {
  title: 'CMS blocks/Playground',
  component: ContentPlayground,
  args: {
    initialJson: JSON.stringify(pageFixture.cs, null, 2),
    data: blockDataFixture,
    settings: { imageUrl: storyImageUrl, storefrontHost: 'www.vitrina.cz' },
    onNewsletterSubmit: fn(),
  },
  argTypes: {
    initialJson: { control: false },
    data: { control: false },
    settings: { control: false },
  },
  // The playground has its own theme picker, so one panel is enough.
  parameters: { layout: 'padded', themes: { sideBySide: false } },
} satisfies Meta<typeof ContentPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paste a page's content_blocks (or any block list) and pick language and theme. */
export const Blocks: Story = {};

/** A rich-text document works too. */
export const RichTextDocument: Story = {
  args: { initialJson: JSON.stringify(sampleDoc, null, 2) },
};

/** Broken JSON: the parser's message is listed with its place, not a blank screen. */
export const InvalidJson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByLabelText('Content JSON');
    await userEvent.clear(textarea);
    await userEvent.click(textarea);
    await userEvent.paste('[{ "uuid": "a", "type": "quote", ');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('(JSON)');
    await expect(alert).toHaveTextContent('nothing to preview');
  },
};

/** Valid JSON of the wrong shape: each problem with its path; what can render still does. */
export const WrongShape: Story = {
  args: {
    initialJson: JSON.stringify(
      [
        { uuid: 'a', type: 'quote', value: { text: 42 } },
        { uuid: 'b', type: 'carousel', value: {} },
        { uuid: 'c', type: 'big_title', value: { block_title: 'Still rendered' } },
      ],
      null,
      2,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('[0].value.text');
    await expect(alert).toHaveTextContent('Expected text or an object, got the number 42.');
    await expect(alert).not.toHaveTextContent('Invalid input');
    await expect(alert).toHaveTextContent('Unknown block type "carousel"');
    await expect(canvas.getByRole('heading', { name: 'Still rendered' })).toBeVisible();
  },
};

/** Links the renderer refuses are listed with their path; the preview shows them as plain words. */
export const UnsafeLinks: Story = {
  args: {
    initialJson: JSON.stringify(
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Safe: ' },
              {
                type: 'text',
                text: 'terms',
                marks: [{ type: 'link', attrs: { href: '/obchodni-podminky' } }],
              },
              { type: 'text', text: ' · unsafe: ' },
              {
                type: 'text',
                text: 'prize',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
              },
            ],
          },
        ],
      },
      null,
      2,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('content[0].content[3].marks[0].attrs.href');
    await expect(alert).toHaveTextContent('Unsafe link "javascript:alert(1)"');
    await expect(canvas.queryByRole('link', { name: 'prize' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'terms' })).toBeVisible();
  },
};
