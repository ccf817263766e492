import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LoadingBar } from './LoadingBar.tsx';

const bar = () => document.querySelector('[data-loading-bar]');

function NavigationDemo({ delay }: { delay?: number }) {
  const [active, setActive] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button onClick={() => setActive(true)} disabled={active}>
        Start navigation
      </Button>
      <Button color="outline" onClick={() => setActive(false)} disabled={!active}>
        Finish navigation
      </Button>
      <LoadingBar active={active} delay={delay} label="Loading page" />
    </div>
  );
}

const meta = {
  title: 'Design system/Feedback/LoadingBar',
  component: LoadingBar,
  // The bar is fixed to the top of the viewport: one per theme would sit on top of each other.
  parameters: { themes: { sideBySide: false } },
  args: { active: true, label: 'Loading page', delay: 200 },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active from the start: the bar shows after its delay (for screenshots). */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bar()).toHaveAttribute('data-state', 'loading'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading page');
  },
};

export const Navigation: Story = {
  render: (args) => <NavigationDemo delay={args.delay} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('a quick navigation never shows the bar', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
      await new Promise((resolve) => setTimeout(resolve, 400));
      await expect(bar()).toBeNull();
    });

    await step('a slow one shows it, announces it, and completes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
      await waitFor(() => expect(bar()).toHaveAttribute('data-state', 'loading'));
      await expect(canvas.getByRole('status')).toHaveTextContent('Loading page');
      await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
      await expect(bar()).toHaveAttribute('data-state', 'complete');
      await waitFor(() => expect(bar()).toBeNull());
    });
  },
};
