import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../themes/contract.css.ts';
import { Inline } from './Inline.tsx';

const tags = ['Novinka', 'Sleva 20 %', 'Doprava zdarma', 'Skladem', 'Dárek', 'Tip'];
const tagStyle = {
  padding: '4px 10px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
};

const meta = {
  title: 'Design system/Layout/Inline',
  component: Inline,
  args: { gap: 'small' },
  argTypes: {
    align: { control: 'select', options: [undefined, 'flex-start', 'center', 'flex-end'] },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wrapping: Story = {
  render: (args) => (
    <div style={{ maxWidth: 260 }}>
      <Inline {...args}>
        {tags.map((tag) => (
          <span key={tag} style={tagStyle}>
            {tag}
          </span>
        ))}
      </Inline>
    </div>
  ),
};

export const Centred: Story = { ...Wrapping, args: { align: 'center', gap: 'medium' } };
