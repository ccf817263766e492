import type { Meta, StoryObj } from '@storybook/react-vite';
import { markFixtures } from './fixtures/nodes.ts';
import type { RichTextMarkType } from '@vitrina/contracts/content';
import { RichText } from './RichText.tsx';

/** One story per rich-text mark type of spec §3. */
const meta = {
  title: 'CMS blocks/Rich text marks',
  component: RichText,
  args: { content: markFixtures.bold.cs, locale: 'cs' },
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

const mark = (type: RichTextMarkType): Story => ({
  args: { content: markFixtures[type].cs },
  render: (args) => <RichText {...args} content={markFixtures[type][args.locale ?? 'cs']} />,
});

export const Bold = mark('bold');
export const Em = mark('em');
export const Italic = mark('italic');
export const Link = mark('link');
export const Strike = mark('strike');
export const Subscript = mark('subscript');
export const Superscript = mark('superscript');
export const Underline = mark('underline');
