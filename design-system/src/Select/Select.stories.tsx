import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField.tsx';
import { fieldSizes } from '../FormField/fieldVariants.ts';
import { Select } from './Select.tsx';
import type { SelectOption } from './Select.tsx';

const countries: SelectOption[] = [
  { value: 'CZE', label: 'Czechia' },
  { value: 'SVK', label: 'Slovakia' },
  { value: 'AUT', label: 'Austria' },
  { value: 'DEU', label: 'Germany' },
  { value: 'CHE', label: 'Switzerland', disabled: true },
];

const column = { display: 'grid', gap: 16, maxWidth: 360 } as const;

const meta = {
  title: 'Design system/Controls/Select',
  component: Select,
  args: { options: countries, placeholder: 'Choose a country', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: fieldSizes },
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  render: (args) => (
    <div style={column}>
      <FormField label="Country">
        <Select {...args} />
      </FormField>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Plays use getAll…: the "all" theme option renders the story once per theme. The list is
  // portalled to the nearest theme root, which may lie outside the canvas, so options are looked
  // up in <body>.
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    for (const trigger of within(canvasElement).getAllByRole('combobox', { name: 'Country' })) {
      await userEvent.click(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(await body.findByRole('option', { name: 'Slovakia' }));
      await expect(trigger).toHaveTextContent('Slovakia');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(args.onValueChange).toHaveBeenLastCalledWith('SVK');
  },
};

export const Filled: Story = { args: { defaultValue: 'CZE' } };

export const WithHint: Story = {
  render: (args) => (
    <div style={column}>
      <FormField label="Country" hint="We deliver to these countries only.">
        <Select {...args} />
      </FormField>
    </div>
  ),
};

export const Invalid: Story = {
  render: (args) => (
    <div style={column}>
      <FormField label="Country" error="Choose the delivery country." required>
        <Select {...args} />
      </FormField>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const trigger of within(canvasElement).getAllByRole('combobox', { name: 'Country' })) {
      await expect(trigger).toHaveAttribute('aria-invalid', 'true');
      await expect(trigger).toHaveAttribute('aria-required', 'true');
      await expect(trigger).toHaveAccessibleDescription('Choose the delivery country.');
    }
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'CZE' },
  play: async ({ canvasElement }) => {
    for (const trigger of within(canvasElement).getAllByRole('combobox', { name: 'Country' })) {
      await expect(trigger).toBeDisabled();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={column}>
      {fieldSizes.map((size) => (
        <FormField key={size} label={`Country (${size})`}>
          <Select {...args} size={size} />
        </FormField>
      ))}
    </div>
  ),
};
