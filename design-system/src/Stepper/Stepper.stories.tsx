import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import type { LinkComponentProps } from '../LinkProvider/LinkProvider.tsx';
import { Stepper } from './Stepper.tsx';

/** Stands in for the router: records the navigation instead of leaving the story. */
const navigate = fn().mockName('navigate');

function StoryRouterLink({ href, onClick, ...rest }: LinkComponentProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} data-router-link="" onClick={handleClick} {...rest} />;
}

const checkoutSteps = [
  { label: 'Cart', href: '/cart' },
  { label: 'Delivery and payment', href: '/cart/delivery' },
  { label: 'Your details', href: '/cart/details' },
];

const meta = {
  title: 'Design system/Navigation/Stepper',
  component: Stepper,
  args: { steps: checkoutSteps, current: 1 },
  argTypes: { current: { control: 'inline-radio', options: [0, 1, 2] } },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryRouterLink}>
        <div style={{ maxWidth: 720 }}>
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartStep: Story = {
  args: { current: 0 },
  play: async ({ canvasElement }) => {
    // Nothing is complete yet, so nothing links.
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

export const DeliveryStep: Story = {
  // Plays use getAll…: the "all" theme option renders the story once per theme.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const step of canvas.getAllByText('Delivery and payment')) {
      await expect(step.closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    }
    const [cart] = canvas.getAllByRole('link', { name: 'Cart (completed)' });
    await userEvent.click(cart!);
    await expect(navigate).toHaveBeenCalledWith('/cart');
  },
};

export const DetailsStep: Story = {
  args: { current: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('link', { name: /\(completed\)$/ }).length,
    ).toBeGreaterThanOrEqual(2);
    const [delivery] = canvas.getAllByRole('link', { name: 'Delivery and payment (completed)' });
    await userEvent.click(delivery!);
    await expect(navigate).toHaveBeenCalledWith('/cart/delivery');
  },
};

export const Czech: Story = {
  args: {
    current: 1,
    label: 'Průběh objednávky',
    completedLabel: 'dokončeno',
    steps: [
      { label: 'Košík', href: '/kosik' },
      { label: 'Doprava a platba', href: '/kosik/doprava' },
      { label: 'Dodací údaje', href: '/kosik/udaje' },
    ],
  },
};

export const Narrow: Story = {
  args: { current: 1 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
