import type { Meta, StoryObj } from '@storybook/react-vite';
import { nodeFixtures } from './fixtures/nodes.ts';
import type { RichTextNodeType } from '@vitrina/contracts/content';
import { RichText } from './RichText.tsx';
import { storyImageUrl } from './storyImages.ts';

/** One story per rich-text node type of spec §3 (the RichText stories show them combined). */
const meta = {
  title: 'CMS blocks/Rich text nodes',
  component: RichText,
  args: { content: nodeFixtures.doc.cs, locale: 'cs', imageUrl: storyImageUrl },
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

const node = (type: RichTextNodeType): Story => ({
  args: { content: nodeFixtures[type].cs },
  render: (args) => <RichText {...args} content={nodeFixtures[type][args.locale ?? 'cs']} />,
});

export const Doc = node('doc');
export const Paragraph = node('paragraph');
export const Heading = node('heading');
export const Blockquote = node('blockquote');
export const BulletList = node('bullet_list');
export const OrderedList = node('ordered_list');
export const ListItem = node('list_item');
export const HardBreak = node('hard_break');
export const Table = node('table');
export const TableRow = node('table_row');
export const TableCell = node('table_cell');
export const Image = node('image');
export const Button = node('button');
export const Clearer = node('clearer');
export const Text = node('text');
