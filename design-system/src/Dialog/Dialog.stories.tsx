import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { vars } from '../themes/contract.css.ts';
import { themes } from '../themes/themes.css.ts';
import { bocaTokens } from '../tokens/boca.ts';
import { Dialog, DialogClose } from './Dialog.tsx';
import { dialogSizes } from './dialogVariants.ts';

const meta = {
  title: 'Design system/Overlays/Dialog',
  component: Dialog,
  // Modal dialogs cover the whole page: three side by side would fight over focus.
  parameters: { themes: { sideBySide: false } },
  args: {
    title: 'Added to cart',
    description: 'Espresso cups, set of 2 — 1 pc',
    closeLabel: 'Close',
    size: 'medium',
    trigger: <Button>Add to cart</Button>,
    onOpenChange: fn(),
    children: (
      <Text as="p">Free delivery on orders over 1 500 CZK. You need 420 CZK more to get it.</Text>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button color="outline">Continue shopping</Button>
        </DialogClose>
        <Button href="#cart">Go to cart</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    trigger: { control: false },
    footer: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add to cart' });

    await step('opens on click with focus inside', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Added to cart' });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    });

    await step('keeps Tab inside the dialog', async () => {
      const dialog = screen.getByRole('dialog');
      for (let press = 0; press < 4; press += 1) {
        await userEvent.tab();
        await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });

    await step('Escape closes and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step('opens from the keyboard and closes with the labelled close button', async () => {
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/** Open on load, for screenshots. Left out of the docs page, where it would trap focus. */
export const Open: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Added to cart' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {dialogSizes.map((size) => (
        <Dialog
          key={size}
          {...args}
          size={size}
          title={`A ${size} dialog`}
          trigger={<Button color="outline">{size}</Button>}
        />
      ))}
    </div>
  ),
};

export const WithoutDescriptionOrFooter: Story = {
  args: {
    title: 'Size chart',
    description: undefined,
    footer: undefined,
    defaultOpen: true,
    children: (
      <Text as="p">
        {'Measure your chest at its widest point and choose the nearest size. '.repeat(40)}
      </Text>
    ),
  },
  tags: ['!autodocs'],
};

function ControlledDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="secondary" onClick={() => setOpen(true)}>
        Choose a variant
      </Button>
      <Dialog
        title="Choose a variant"
        size="small"
        open={open}
        onOpenChange={setOpen}
        closeLabel="Zavřít"
      >
        <div style={{ display: 'flex', gap: 8 }}>
          {['Blue', 'Red', 'Green'].map((colour) => (
            <Button key={colour} color="outline" size="small" onClick={() => setOpen(false)}>
              {colour}
            </Button>
          ))}
        </div>
      </Dialog>
    </>
  );
}

/** Opened from app state (e.g. after "add to cart" on a multi-variant product), no Trigger. */
export const Controlled: Story = {
  render: () => <ControlledDialog />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Choose a variant' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a variant' });
    await expect(within(dialog).getByRole('button', { name: 'Zavřít' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Red' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

const cssVar = (reference: string) => reference.replace(/^var\((--[^,)]+).*$/, '$1');

/**
 * Portals render at the end of <body>, outside the story. They pick up the theme of the nearest
 * nested theme root of their trigger: here a boca section inside whatever page theme is active.
 */
export const InsideNestedTheme: Story = {
  render: (args) => (
    <div className={themes.boca} style={{ padding: 16, background: vars.color.surfaceSunken }}>
      <Dialog {...args} trigger={<Button>Open boca dialog</Button>} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open boca dialog' }));
    const dialog = await screen.findByRole('dialog');
    const brand = getComputedStyle(dialog).getPropertyValue(cssVar(vars.color.brand)).trim();
    await expect(brand.toLowerCase()).toBe(bocaTokens.color.brand.toLowerCase());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
