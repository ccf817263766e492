import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField.tsx';
import { fieldSizes } from '../FormField/fieldVariants.ts';
import { TextField } from './TextField.tsx';

const column = { display: 'grid', gap: 16, maxWidth: 360 } as const;

const meta = {
  title: 'Design system/Controls/TextField',
  component: TextField,
  args: { placeholder: 'jana@example.com', type: 'email', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: fieldSizes },
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  render: (args) => (
    <div style={column}>
      <FormField label="E-mail">
        <TextField {...args} />
      </FormField>
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    for (const input of within(canvasElement).getAllByRole('textbox', { name: 'E-mail' })) {
      await userEvent.type(input, 'eva@shop.cz');
      await expect(input).toHaveValue('eva@shop.cz');
    }
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = { args: { defaultValue: 'jana.novakova@example.com' } };

export const WithHint: Story = {
  render: (args) => (
    <div style={column}>
      <FormField label="E-mail" hint="We send the order confirmation here.">
        <TextField {...args} />
      </FormField>
    </div>
  ),
};

export const Invalid: Story = {
  args: { defaultValue: 'jana.example.com' },
  render: (args) => (
    <div style={column}>
      <FormField
        label="E-mail"
        hint="We send the order confirmation here."
        error="The e-mail is not valid."
      >
        <TextField {...args} />
      </FormField>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const input of within(canvasElement).getAllByRole('textbox', { name: 'E-mail' })) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(
        'We send the order confirmation here. The e-mail is not valid.',
      );
    }
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'jana@example.com' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={column}>
      {fieldSizes.map((size) => (
        <FormField key={size} label={`E-mail (${size})`}>
          <TextField {...args} size={size} />
        </FormField>
      ))}
    </div>
  ),
};

export const Types: Story = {
  render: () => (
    <div style={column}>
      <FormField label="Full name" required>
        <TextField autoComplete="name" defaultValue="Jana Nováková" />
      </FormField>
      <FormField label="Phone" hint="Including the country code, e.g. +420.">
        <TextField type="tel" autoComplete="tel" placeholder="+420 777 123 456" />
      </FormField>
      <FormField label="Password">
        <TextField type="password" autoComplete="new-password" />
      </FormField>
      <FormField label="Search" hideLabel>
        <TextField type="search" placeholder="Search products" size="small" />
      </FormField>
    </div>
  ),
};
