import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField.tsx';
import { Textarea } from './Textarea.tsx';

const column = { display: 'grid', gap: 16, maxWidth: 480 } as const;

const meta = {
  title: 'Design system/Controls/Textarea',
  component: Textarea,
  args: { placeholder: 'How can we help?', onChange: fn() },
  argTypes: {
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
    rows: { control: { type: 'number', min: 2, max: 12 } },
  },
  render: (args) => (
    <div style={column}>
      <FormField label="Message">
        <Textarea {...args} />
      </FormField>
    </div>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    for (const textarea of within(canvasElement).getAllByRole('textbox', { name: 'Message' })) {
      await userEvent.type(textarea, 'Hello,{Enter}where is my order?');
      await expect(textarea).toHaveValue('Hello,\nwhere is my order?');
    }
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Please deliver after 5 pm.\nThe bell does not work, call me instead.' },
};

export const WithHint: Story = {
  render: (args) => (
    <div style={column}>
      <FormField label="Note for the courier" hint="Up to 200 characters.">
        <Textarea {...args} maxLength={200} />
      </FormField>
    </div>
  ),
};

export const Invalid: Story = {
  args: { defaultValue: 'Hi' },
  render: (args) => (
    <div style={column}>
      <FormField label="Message" error="Write at least 10 characters.">
        <Textarea {...args} />
      </FormField>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const textarea of within(canvasElement).getAllByRole('textbox', { name: 'Message' })) {
      await expect(textarea).toHaveAttribute('aria-invalid', 'true');
      await expect(textarea).toHaveAccessibleDescription('Write at least 10 characters.');
    }
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent on 3 May.' } };
