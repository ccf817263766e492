import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Collapsible } from './Collapsible.tsx';

const meta = {
  title: 'Design system/Overlays/Collapsible',
  component: Collapsible,
  args: {
    title: 'Technical details',
    onOpenChange: fn(),
    children: (
      <Text as="p">
        Porcelain, 80 ml, dishwasher and microwave safe. Hand-glazed, so each cup is unique.
      </Text>
    ),
  },
  argTypes: {
    children: { control: false },
    headingLevel: { control: 'select', options: [undefined, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  // Plays use getAll…: the "all" theme option renders the story once per theme.
  play: async ({ args, canvasElement }) => {
    const [toggle] = within(canvasElement).getAllByRole('button', { name: 'Technical details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle!);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Keyboard: the toggle is a button, so Enter and Space work.
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
};

export const InAHeading: Story = {
  args: { headingLevel: 3, title: 'Shipping and returns', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const [heading] = within(canvasElement).getAllByRole('heading', { level: 3 });
    await expect(within(heading!).getByRole('button')).toHaveAccessibleName('Shipping and returns');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};
