import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Rating } from './Rating.tsx';
import { ratingSizes } from './ratingVariants.ts';

const meta = {
  title: 'Design system/Status/Rating',
  component: Rating,
  args: { value: 90 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    max: { control: { type: 'number', min: 1, max: 10 } },
    size: { control: 'inline-radio', options: ratingSizes },
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HalfStar: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('img', { name: '4.5 out of 5' }).length,
    ).toBeGreaterThan(0);
  },
};

export const Partial: Story = { args: { value: 87 } };

export const Empty: Story = { args: { value: 0 } };

export const Full: Story = { args: { value: 100 } };

/** The star count comes from theme settings (spec §9). */
export const TenStars: Story = { args: { value: 73, max: 10, size: 'small' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {ratingSizes.map((size) => (
        <Rating key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Czech: Story = {
  args: {
    value: 90,
    label: (stars, max) => `Hodnocení ${stars.toLocaleString('cs')} z ${max}`,
  },
};
