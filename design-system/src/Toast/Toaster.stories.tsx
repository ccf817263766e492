import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { toast } from './toast.ts';
import { Toaster } from './Toaster.tsx';

function ToastDemo() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, paddingTop: 180 }}>
      <Button color="outline" onClick={() => toast.info('New prices from Monday')}>
        Info
      </Button>
      <Button
        onClick={() => toast.success('Added to cart', { description: 'Espresso cups, 2 pcs' })}
      >
        Success
      </Button>
      <Button color="secondary" onClick={() => toast.warning('Only 2 left in stock')}>
        Warning
      </Button>
      <Button color="critical" onClick={() => toast.danger('Payment failed', { duration: 30000 })}>
        Danger
      </Button>
      <Toaster />
    </div>
  );
}

const meta = {
  title: 'Design system/Toast',
  component: ToastDemo,
  // Three Toasters side by side would show every toast three times; show one theme at a time.
  parameters: { themes: { sideBySide: false } },
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const region = canvas.getByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(within(region).getByText('Added to cart')).toBeVisible());
  },
};

export const AtMostFourVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Info', 'Success', 'Warning', 'Danger', 'Info']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    const region = canvas.getByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4));
  },
};
