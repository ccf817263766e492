import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField.tsx';
import { fieldSizes } from '../FormField/fieldVariants.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

const meta = {
  title: 'Design system/Controls/QuantityStepper',
  component: QuantityStepper,
  args: { defaultValue: 1, min: 1, max: 10, onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: fieldSizes },
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  render: (args) => (
    <FormField label="Quantity">
      <QuantityStepper {...args} />
    </FormField>
  ),
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Plays use getAll…: the "all" theme option renders the story once per theme.
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const inputs = canvas.getAllByRole('spinbutton', { name: 'Quantity' });
    const decrease = canvas.getAllByRole('button', { name: 'Decrease quantity' });
    const increase = canvas.getAllByRole('button', { name: 'Increase quantity' });
    for (const [index, input] of inputs.entries()) {
      await expect(decrease[index]).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(increase[index]!);
      await expect(input).toHaveValue(2);
      await userEvent.tripleClick(input);
      await userEvent.keyboard('25');
      await userEvent.tab();
      // Typed values above the limit are clamped when the field is left.
      await expect(input).toHaveValue(10);
      await expect(increase[index]).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(args.onValueChange).toHaveBeenLastCalledWith(10);
  },
};

export const Filled: Story = { args: { defaultValue: 4 } };

export const AtMaximum: Story = { args: { defaultValue: 10 } };

export const WithHint: Story = {
  render: (args) => (
    <FormField label="Quantity" hint="Sold in packs of 6.">
      <QuantityStepper {...args} min={6} max={60} step={6} defaultValue={6} />
    </FormField>
  ),
};

export const Invalid: Story = {
  args: { defaultValue: 8 },
  render: (args) => (
    <FormField label="Quantity" error="Only 5 pieces in stock.">
      <QuantityStepper {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    for (const input of within(canvasElement).getAllByRole('spinbutton', { name: 'Quantity' })) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription('Only 5 pieces in stock.');
    }
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 3 } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {fieldSizes.map((size) => (
        <FormField key={size} label={`Quantity (${size})`}>
          <QuantityStepper {...args} size={size} />
        </FormField>
      ))}
    </div>
  ),
};

/** The app passes translated button names; the design system has no language of its own. */
export const Translated: Story = {
  render: (args) => (
    <FormField label="Množství">
      <QuantityStepper
        {...args}
        decrementLabel="Snížit množství"
        incrementLabel="Zvýšit množství"
      />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Zvýšit množství' }).length).toBeGreaterThan(
      0,
    );
    await expect(canvas.getAllByRole('spinbutton', { name: 'Množství' }).length).toBeGreaterThan(0);
  },
};
