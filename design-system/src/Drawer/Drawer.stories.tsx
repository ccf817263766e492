import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../Link/Link.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Drawer } from './Drawer.tsx';
import { drawerSides } from './drawerVariants.ts';

const categories = ['Coffee', 'Tea', 'Cups and mugs', 'Grinders', 'Gift cards'];

const meta = {
  title: 'Design system/Overlays/Drawer',
  component: Drawer,
  // A drawer covers the page: three side by side would fight over focus.
  parameters: { themes: { sideBySide: false } },
  args: {
    title: 'Categories',
    side: 'left',
    closeLabel: 'Close menu',
    onOpenChange: fn(),
    trigger: (
      <Button color="outline" iconLeft={<Icon name="menu" />}>
        Menu
      </Button>
    ),
    children: (
      <Stack as="ul" gap="medium" style={{ listStyle: 'none', padding: 0 }}>
        {categories.map((name) => (
          <li key={name}>
            <Link href={`#${name}`}>{name}</Link>
          </li>
        ))}
      </Stack>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: drawerSides },
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Left: Story = {
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Menu' });

    await step('opens from the keyboard with focus inside', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const drawer = await screen.findByRole('dialog', { name: 'Categories' });
      await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
      await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    });

    await step('Escape closes and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step('opens on click and closes with the labelled close button', async () => {
      await userEvent.click(trigger);
      const drawer = await screen.findByRole('dialog');
      await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const RightWithFooter: Story = {
  args: {
    side: 'right',
    title: 'Cart',
    description: '3 items',
    closeLabel: 'Close cart',
    trigger: <Button iconLeft={<Icon name="cart" />}>Cart</Button>,
    children: <p>Espresso cups, set of 2 · Filter coffee 250 g · Gift card</p>,
    footer: <Button float="block">Checkout</Button>,
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cart' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Cart' });
    await expect(drawer).toHaveAccessibleDescription('3 items');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open on load, for screenshots. Left out of the docs page, where it would trap focus. */
export const OpenLeft: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Categories' })).toBeVisible();
  },
};

export const OpenRight: Story = {
  tags: ['!autodocs'],
  args: { ...RightWithFooter.args, defaultOpen: true },
};
