import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField/FormField.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import type { RadioOption } from './RadioGroup.tsx';
import { radioGroupOrientations } from './radioGroupVariants.ts';

const delivery: RadioOption[] = [
  { value: 'post', label: 'Czech Post', hint: 'Delivered in 2–3 working days' },
  { value: 'pickup', label: 'Pickup point', hint: 'Over 9,000 places' },
  { value: 'courier', label: 'Evening courier', hint: 'Prague only', disabled: true },
];

const meta = {
  title: 'Design system/Controls/RadioGroup',
  component: RadioGroup,
  args: { options: delivery, name: 'delivery', onValueChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  render: (args) => (
    <FormField label="Delivery">
      <RadioGroup {...args} />
    </FormField>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Plays use getAll…: the "all" theme option renders the story once per theme.
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const group of canvas.getAllByRole('radiogroup', { name: 'Delivery' })) {
      const radios = within(group).getAllByRole('radio');
      await userEvent.click(radios[0]!);
      await expect(radios[0]).toHaveAttribute('aria-checked', 'true');
      // Arrow keys move and select; Radix selects while the key is down, so hold it briefly.
      await userEvent.keyboard('{ArrowDown>}');
      await waitFor(() => expect(radios[1]).toHaveAttribute('aria-checked', 'true'));
      await userEvent.keyboard('{/ArrowDown}');
    }
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pickup');
  },
};

export const Filled: Story = { args: { defaultValue: 'pickup' } };

export const Horizontal: Story = {
  args: {
    orientation: 'horizontal',
    options: [
      { value: 'b2c', label: 'Private person' },
      { value: 'b2b', label: 'Company' },
    ],
    defaultValue: 'b2c',
  },
  render: (args) => (
    <FormField label="Buying as">
      <RadioGroup {...args} />
    </FormField>
  ),
};

export const Invalid: Story = {
  render: (args) => (
    <FormField
      label="Delivery"
      hint="Prices are shown in the next step."
      error="Choose a delivery."
    >
      <RadioGroup {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    for (const group of within(canvasElement).getAllByRole('radiogroup', { name: 'Delivery' })) {
      await expect(group).toHaveAttribute('aria-invalid', 'true');
      await expect(group).toHaveAccessibleDescription(
        'Prices are shown in the next step. Choose a delivery.',
      );
    }
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'post' } };
