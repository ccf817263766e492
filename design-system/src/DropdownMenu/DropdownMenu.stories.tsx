import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './DropdownMenu.tsx';

const onLogout = fn();

const meta = {
  title: 'Design system/Overlays/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: (
      <Button color="outline" iconLeft={<Icon name="user" />}>
        Account
      </Button>
    ),
    onOpenChange: fn(),
    children: (
      <>
        <DropdownMenuLabel>jana@example.com</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <a href="#orders">Orders</a>
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Icon name="heart" />}>Wishlist</DropdownMenuItem>
        <DropdownMenuItem icon={<Icon name="compare" />} disabled>
          Compare (empty)
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="critical" onSelect={onLogout}>
          Log out
        </DropdownMenuItem>
      </>
    ),
  },
  argTypes: { trigger: { control: false }, children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    onLogout.mockClear();
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Plays use getAll…: the "all" theme option renders the story once per theme.
  play: async ({ canvasElement, step }) => {
    const [trigger] = within(canvasElement).getAllByRole('button', { name: 'Account' });

    await step('opens from the keyboard, arrows move and skip disabled items', async () => {
      trigger!.focus();
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu');
      await waitFor(() =>
        expect(within(menu).getByRole('menuitem', { name: 'Orders' })).toHaveFocus(),
      );
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    });

    await step('Escape closes and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step('opens on click and selecting an item runs it and closes', async () => {
      await userEvent.click(trigger!);
      const menu = await screen.findByRole('menu');
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
      await expect(onLogout).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    });
  },
};

/** Open on load, for screenshots. Left out of the docs page: an open menu is modal. */
export const Open: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: true },
};

export const AlignedEnd: Story = {
  tags: ['!autodocs'],
  args: { align: 'end', defaultOpen: true },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <DropdownMenu {...args} />
    </div>
  ),
};
