import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton.tsx';
import { skeletonShapes } from './skeletonVariants.ts';

const meta = {
  title: 'Design system/Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  play: async ({ canvasElement }) => {
    const [lines] = Array.from(canvasElement.querySelectorAll('[data-skeleton="text"]'));
    await expect(lines).toHaveAttribute('aria-hidden', 'true');
    await expect(lines!.children).toHaveLength(3);
  },
};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Skeleton shape="circle" width={48} />
      <Skeleton shape="box" width={120} height={80} />
      <Skeleton shape="text" lines={2} width={160} />
    </div>
  ),
};

/** How a product card looks while it loads: the owner marks the region busy. */
export const ProductCard: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading product"
      role="group"
      style={{ display: 'grid', gap: 12 }}
    >
      <Skeleton shape="box" height={220} />
      <Skeleton lines={2} />
      <Skeleton width="40%" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [card] = within(canvasElement).getAllByRole('group', { name: 'Loading product' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
  },
};
