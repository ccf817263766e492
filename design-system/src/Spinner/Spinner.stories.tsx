import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { vars } from '../themes/contract.css.ts';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Design system/Status/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sized by the font and coloured by the text around it; turns slower under reduced motion. */
export const Default: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', color: vars.color.brand }}>
      <span style={{ fontSize: 16 }}>
        <Spinner />
      </span>
      <span style={{ fontSize: 24 }}>
        <Spinner />
      </span>
      <span style={{ fontSize: 40 }}>
        <Spinner />
      </span>
    </div>
  ),
};

/** The spinner is decorative: the owner says what is busy (here `aria-busy` and a status text). */
export const WithStatusText: Story = {
  render: () => (
    <p role="status" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Spinner />
      Načítáme dostupnost…
    </p>
  ),
  play: async ({ canvasElement }) => {
    const [status] = within(canvasElement).getAllByRole('status');
    await expect(status).toHaveTextContent('Načítáme dostupnost');
    await expect(status!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const InButtons: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button loading>Placing order</Button>
      <Button loading color="secondary">
        Adding
      </Button>
      <Button loading color="outline" size="small">
        Saving
      </Button>
    </div>
  ),
};
