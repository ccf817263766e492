import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleDoc } from './fixtures.ts';
import { RichText } from './RichText.tsx';

const meta = {
  title: 'CMS blocks/RichText',
  component: RichText,
  args: { content: sampleDoc },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
      'Fresh roast, every week',
    );
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
