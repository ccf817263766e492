import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import type { LinkComponentProps } from '../LinkProvider/LinkProvider.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

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

const meta = {
  title: 'Design system/Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Kitchen', href: '/kitchen' },
      { label: 'Coffee machines', href: '/kitchen/coffee-machines' },
      { label: 'Espresso Pro 2000' },
    ],
  },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryRouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductDetail: Story = {
  // Plays use getAll…: the "all" theme option renders the story once per theme.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const current of canvas.getAllByText('Espresso Pro 2000')) {
      await expect(current).toHaveAttribute('aria-current', 'page');
    }
    const [kitchen] = canvas.getAllByRole('link', { name: 'Kitchen' });
    await expect(kitchen).toHaveAttribute('data-router-link');
    await userEvent.click(kitchen!);
    await expect(navigate).toHaveBeenCalledWith('/kitchen');
  },
};

export const Category: Story = {
  args: {
    items: [{ label: 'Home', href: '/' }, { label: 'Kitchen' }],
  },
};

export const Czech: Story = {
  args: {
    label: 'Drobečková navigace',
    items: [
      { label: 'Domů', href: '/' },
      { label: 'Kuchyně', href: '/kuchyne' },
      { label: 'Kávovary a příslušenství k přípravě kávy', href: '/kuchyne/kavovary' },
      { label: 'Pákový kávovar s mlýnkem a napěňovačem mléka Espresso Pro 2000' },
    ],
  },
};

export const Narrow: Story = {
  ...Czech,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
