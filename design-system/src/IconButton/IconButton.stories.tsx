import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonColors, buttonSizes } from '../Button/buttonVariants.ts';
import { iconNames } from '../Icon/iconSet.ts';
import { IconButton } from './IconButton.tsx';

const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;

const meta = {
  title: 'Design system/Controls/IconButton',
  component: IconButton,
  args: { icon: 'heart', label: 'Add to wishlist', onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    color: { control: 'select', options: buttonColors },
    size: { control: 'inline-radio', options: buttonSizes },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // Plays use getAll…: the "all" theme option renders the story once per theme.
  play: async ({ args, canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: 'Add to wishlist' });
    for (const button of buttons) {
      await userEvent.click(button);
    }
    await expect(args.onClick).toHaveBeenCalledTimes(buttons.length);
    buttons[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(buttons.length + 1);
  },
};

export const Colours: Story = {
  render: (args) => (
    <div style={row}>
      {buttonColors.map((color) => (
        <IconButton key={color} {...args} color={color} label={`${args.label} (${color})`} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {buttonSizes.map((size) => (
        <IconButton
          key={size}
          {...args}
          size={size}
          color="outline"
          label={`${args.label} (${size})`}
        />
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, color: 'primary' },
  play: async ({ args, canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button', {
      name: 'Add to wishlist',
    })) {
      await expect(button).toBeDisabled();
      await userEvent.click(button);
    }
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Toolbar: Story = {
  render: (args) => (
    <div style={row}>
      <IconButton {...args} icon="search" label="Search" />
      <IconButton {...args} icon="user" label="Account" />
      <IconButton {...args} icon="compare" label="Compare products" />
      <IconButton {...args} icon="cart" label="Cart" color="secondary" />
      <IconButton {...args} icon="menu" label="Menu" color="outline" />
      <IconButton {...args} icon="close" label="Close" size="small" />
    </div>
  ),
};
