import type { Meta, StoryObj } from '@storybook/react-vite';
import { Divider } from './Divider.tsx';
import { dividerWeights } from './dividerVariants.ts';

const meta = {
  title: 'Design system/Layout/Divider',
  component: Divider,
  argTypes: { weight: { control: 'inline-radio', options: dividerWeights } },
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Weights: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {dividerWeights.map((weight) => (
        <div key={weight}>
          <p>{weight}</p>
          <Divider weight={weight} />
        </div>
      ))}
    </div>
  ),
};
