import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { Select } from '../Select/Select.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { Textarea } from '../Textarea/Textarea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FormField } from './FormField.tsx';

const column = { display: 'grid', gap: 20, maxWidth: 420 } as const;

const meta = {
  title: 'Design system/Controls/FormField',
  component: FormField,
  args: { label: 'Full name', children: null },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    valid: { control: 'boolean' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    hideLabel: { control: 'boolean' },
  },
  render: (args) => (
    <div style={column}>
      <FormField {...args}>
        <TextField autoComplete="name" />
      </FormField>
    </div>
  ),
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = { args: { hint: 'As written on your ID.' } };

/** After validation passed: a positive border, no ARIA change (valid is the default state). */
export const Validated: Story = {
  args: { valid: true, hint: 'As written on your ID.' },
  render: (args) => (
    <div style={column}>
      <FormField {...args}>
        <TextField autoComplete="name" defaultValue="Jana Nováková" />
      </FormField>
    </div>
  ),
};

export const Invalid: Story = {
  args: { hint: 'As written on your ID.', error: 'The full name is not filled in.' },
  play: async ({ canvasElement }) => {
    for (const input of within(canvasElement).getAllByRole('textbox', { name: 'Full name' })) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(
        'As written on your ID. The full name is not filled in.',
      );
    }
  },
};

export const Required: Story = { args: { required: true } };

export const HiddenLabel: Story = { args: { label: 'Search products', hideLabel: true } };

export const Disabled: Story = { args: { disabled: true } };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Validation on change and blur (spec §5): the error appears and is announced, then clears. */
function LiveValidation() {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !emailPattern.test(value) ? 'The e-mail is not valid.' : undefined;
  return (
    <div style={column}>
      <FormField label="E-mail" hint="We send the order confirmation here." error={error} required>
        <TextField
          type="email"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setTouched(true)}
        />
      </FormField>
    </div>
  );
}

export const LiveValidationExample: Story = {
  name: 'Valid and invalid states',
  render: () => <LiveValidation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const input of canvas.getAllByRole('textbox', { name: 'E-mail' })) {
      await userEvent.type(input, 'jana@');
      await userEvent.tab();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(
        'We send the order confirmation here. The e-mail is not valid.',
      );
      await userEvent.type(input, 'shop.cz');
      await expect(input).not.toHaveAttribute('aria-invalid');
      await expect(input).toHaveAccessibleDescription('We send the order confirmation here.');
    }
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
  },
};

export const AllControls: Story = {
  name: 'Every control in a field',
  render: () => (
    <form style={column} onSubmit={(event) => event.preventDefault()} noValidate>
      <FormField label="Full name" required>
        <TextField name="name" autoComplete="name" defaultValue="Jana Nováková" />
      </FormField>
      <FormField label="Country" hint="Where we deliver.">
        <Select
          name="country"
          defaultValue="CZE"
          options={[
            { value: 'CZE', label: 'Czechia' },
            { value: 'SVK', label: 'Slovakia' },
          ]}
        />
      </FormField>
      <FormField label="Buying as">
        <RadioGroup
          name="type"
          orientation="horizontal"
          defaultValue="b2c"
          options={[
            { value: 'b2c', label: 'Private person' },
            { value: 'b2b', label: 'Company' },
          ]}
        />
      </FormField>
      <FormField label="Quantity" error="Only 5 pieces in stock.">
        <QuantityStepper name="quantity" defaultValue={6} max={10} />
      </FormField>
      <FormField label="Note for the courier" hint="Optional.">
        <Textarea name="note" rows={3} />
      </FormField>
      <Switch name="vat" label="Show prices including VAT" defaultChecked />
      <Checkbox name="terms" label="I agree with the terms and conditions" error="Required." />
    </form>
  ),
};
