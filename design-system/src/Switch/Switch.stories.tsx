import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Design system/Controls/Switch',
  component: Switch,
  args: { label: 'Show prices including VAT', onCheckedChange: fn() },
  argTypes: {
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Plays use getAll…: the "all" theme option renders the story once per theme.
  play: async ({ args, canvasElement }) => {
    for (const control of within(canvasElement).getAllByRole('switch', {
      name: 'Show prices including VAT',
    })) {
      await userEvent.click(control);
      await expect(control).toHaveAttribute('aria-checked', 'true');
      await userEvent.keyboard(' ');
      await expect(control).toHaveAttribute('aria-checked', 'false');
      await userEvent.keyboard('{Enter}');
      await expect(control).toHaveAttribute('aria-checked', 'true');
    }
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: { label: 'Business prices', hint: 'Shows prices without VAT across the shop.' },
};

export const Invalid: Story = {
  args: {
    label: 'SMS notifications',
    error: 'Add a phone number to your account first.',
  },
  play: async ({ canvasElement }) => {
    for (const control of within(canvasElement).getAllByRole('switch')) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(
        'Add a phone number to your account first.',
      );
    }
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args} label="Off and locked" disabled />
      <Switch {...args} label="On and locked" disabled defaultChecked />
    </div>
  ),
};
