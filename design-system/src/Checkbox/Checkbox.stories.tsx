import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Design system/Controls/Checkbox',
  component: Checkbox,
  args: { label: 'Subscribe to the newsletter', onCheckedChange: fn() },
  argTypes: {
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Plays use getAll…: the "all" theme option renders the story once per theme.
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const checkbox of canvas.getAllByRole('checkbox', {
      name: 'Subscribe to the newsletter',
    })) {
      await userEvent.click(checkbox);
      await expect(checkbox).toBeChecked();
      await userEvent.keyboard(' ');
      await expect(checkbox).not.toBeChecked();
    }
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: { hint: 'News and discounts about once a month. Unsubscribe at any time.' },
};

export const Invalid: Story = {
  args: {
    label: 'I agree with the terms and conditions',
    error: 'You need to agree with the terms to place the order.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const checkbox of canvas.getAllByRole('checkbox')) {
      await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
      await expect(checkbox).toHaveAccessibleDescription(
        'You need to agree with the terms to place the order.',
      );
    }
    await expect(canvas.getAllByRole('alert').length).toBeGreaterThan(0);
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} label="Unavailable option" disabled />
      <Checkbox {...args} label="Always included" disabled defaultChecked />
    </div>
  ),
};

export const Group: Story = {
  render: () => (
    <fieldset style={{ display: 'grid', gap: 12, border: 0, margin: 0, padding: 0 }}>
      <legend style={{ marginBottom: 8, fontWeight: 600 }}>Filter by availability</legend>
      <Checkbox name="availability" value="stock" label="In stock" defaultChecked />
      <Checkbox name="availability" value="order" label="To order" hint="Ships within 14 days" />
      <Checkbox name="availability" value="shop" label="In a shop" />
    </fieldset>
  ),
};
