import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { iconNames } from '../Icon/iconSet.ts';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Design system/Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: 'cart',
    title: 'Your cart is empty',
    children: 'Browse the catalogue and add something you like.',
    action: <Button href="#catalogue">Start shopping</Button>,
  },
  argTypes: {
    icon: { control: 'select', options: [undefined, ...iconNames] },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  play: async ({ canvasElement }) => {
    const [heading] = within(canvasElement).getAllByRole('heading', {
      name: 'Your cart is empty',
    });
    await expect(heading).toBeVisible();
    await expect(
      within(canvasElement).getAllByRole('link', { name: 'Start shopping' })[0],
    ).toBeVisible();
  },
};

export const NoSearchResults: Story = {
  args: {
    icon: 'search',
    title: 'Nothing matches “espreso”',
    children: 'Check the spelling or try a more general word.',
    action: undefined,
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, title: 'No reviews yet', children: undefined, action: undefined },
};
