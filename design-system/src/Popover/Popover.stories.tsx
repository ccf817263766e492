import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { vars } from '../themes/contract.css.ts';
import { Popover } from './Popover.tsx';
import { overlayAligns, overlaySides } from './popoverVariants.ts';

const meta = {
  title: 'Design system/Overlays/Popover',
  component: Popover,
  args: {
    label: 'Delivery options',
    side: 'bottom',
    align: 'center',
    onOpenChange: fn(),
    trigger: <Button color="outline">Delivery</Button>,
    children: (
      <Stack gap="small">
        <Text weight="strong">Delivery tomorrow</Text>
        <Text size="small" tone="muted">
          Order by 14:00 and we ship today. Free over 1 500 CZK.
        </Text>
        <Link href="#shipping">All shipping options</Link>
      </Stack>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: overlaySides },
    align: { control: 'inline-radio', options: overlayAligns },
    trigger: { control: false },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Plays use getAll…: the "all" theme option renders the story once per theme.
  play: async ({ args, canvasElement, step }) => {
    const [trigger] = within(canvasElement).getAllByRole('button', { name: 'Delivery' });

    await step('opens on click with focus inside', async () => {
      await userEvent.click(trigger!);
      const popover = await screen.findByRole('dialog', { name: 'Delivery options' });
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));
      await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    });

    await step('Escape closes and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step('opens from the keyboard, an outside click closes it', async () => {
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('dialog');
      await userEvent.click(canvasElement);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  },
};

/** Open on load, for screenshots. */
export const Open: Story = {
  args: { defaultOpen: true },
};

export const WithCloseButton: Story = {
  args: { closeLabel: 'Close', defaultOpen: true },
  play: async () => {
    const [close] = await screen.findAllByRole('button', { name: 'Close' });
    await expect(close).toBeVisible();
  },
};

export const Placements: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: '120px 0' }}>
      {overlaySides.map((side) => (
        <Popover
          key={side}
          {...args}
          side={side}
          label={`Popover on the ${side}`}
          trigger={<Button color="outline">{side}</Button>}
        >
          <Text size="small">Placed on the {side}.</Text>
        </Popover>
      ))}
    </div>
  ),
};

const cssVar = (reference: string) => reference.replace(/^var\((--[^,)]+).*$/, '$1');
const resolved = (element: Element, reference: string) =>
  getComputedStyle(element).getPropertyValue(cssVar(reference)).trim();

/**
 * Checks that portalled content is themed like its trigger. Meaningful with the toolbar's "all"
 * option, where each theme is a nested root while <html> carries eshop.
 */
export const FollowsTheme: Story = {
  play: async ({ canvasElement }) => {
    for (const trigger of within(canvasElement).getAllByRole('button', { name: 'Delivery' })) {
      await userEvent.click(trigger);
      const popover = await screen.findByRole('dialog', { name: 'Delivery options' });
      await expect(resolved(popover, vars.color.brand)).toBe(resolved(trigger, vars.color.brand));
      await expect(resolved(popover, vars.font.body)).toBe(resolved(trigger, vars.font.body));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  },
};
