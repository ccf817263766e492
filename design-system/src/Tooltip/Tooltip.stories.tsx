import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { overlaySides } from '../Popover/popoverVariants.ts';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Design system/Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Compare up to 4 products',
    side: 'top',
    delayDuration: 400,
    children: (
      <Button color="outline" iconLeft={<Icon name="compare" />}>
        Compare
      </Button>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: overlaySides },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '56px 0' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Plays use getAll…: the "all" theme option renders the story once per theme.
  play: async ({ canvasElement, step }) => {
    const [trigger] = within(canvasElement).getAllByRole('button', { name: 'Compare' });

    await step('shows on hover after the delay and describes the trigger', async () => {
      await userEvent.hover(trigger!);
      const tooltip = await screen.findByRole('tooltip', {}, { timeout: 2000 });
      await expect(tooltip).toHaveTextContent('Compare up to 4 products');
      await expect(trigger).toHaveAccessibleDescription('Compare up to 4 products');
      // Leaving towards the tooltip keeps it open (a grace area), so dismiss with Escape.
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      await userEvent.unhover(trigger!);
    });

    await step('shows on keyboard focus, Escape hides it', async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await screen.findByRole('tooltip');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    });
  },
};

/** Open on load, for screenshots. */
export const Open: Story = {
  args: { defaultOpen: true },
};

/**
 * Spec: a disabled Add to cart explains itself. `aria-disabled` (not `disabled`) keeps the button
 * focusable and hoverable, so the tooltip can show; the app ignores its clicks.
 */
export const OnUnavailableAction: Story = {
  args: {
    content: 'Please select a variant',
    defaultOpen: true,
    children: (
      <Button aria-disabled="true" iconLeft={<Icon name="cart" />}>
        Add to cart
      </Button>
    ),
  },
};

export const Sides: Story = {
  render: (args) => (
    // One above the other: each open tooltip has room on every side, on a phone too.
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 64 }}>
      {overlaySides.map((side) => (
        <Tooltip key={side} {...args} side={side} content={`On the ${side}`} defaultOpen>
          <Button color="ghost" size="small">
            {side}
          </Button>
        </Tooltip>
      ))}
    </div>
  ),
};
