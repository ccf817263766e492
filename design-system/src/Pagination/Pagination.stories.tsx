import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import type { LinkComponentProps } from '../LinkProvider/LinkProvider.tsx';
import { Pagination } from './Pagination.tsx';

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

const hrefForPage = (page: number) => (page === 1 ? '?' : `?page=${page}`);

const meta = {
  title: 'Design system/Navigation/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 20, hrefForPage },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 0 } },
    siblings: { control: { type: 'number', min: 0, max: 3 } },
    boundaries: { control: { type: 'number', min: 0, max: 3 } },
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
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  // Plays use getAll…: the "all" theme option renders the story once per theme.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const current of canvas.getAllByRole('link', { name: 'Page 5' })) {
      await expect(current).toHaveAttribute('aria-current', 'page');
    }
    const [next] = canvas.getAllByRole('link', { name: 'Page 6' });
    await userEvent.click(next!);
    await expect(navigate).toHaveBeenCalledWith('?page=6');
    const [previous] = canvas.getAllByRole('link', { name: 'Previous' });
    await userEvent.click(previous!);
    await expect(navigate).toHaveBeenLastCalledWith('?page=4');
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link', { name: 'Previous' })).toHaveLength(0);
    const [first] = canvas.getAllByRole('link', { name: 'Page 1' });
    await expect(first).toHaveAttribute('href', '?');
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link', { name: 'Next' })).toHaveLength(0);
  },
};

export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

export const WideWindow: Story = { args: { page: 50, pageCount: 120, siblings: 2, boundaries: 2 } };

export const Czech: Story = {
  args: {
    page: 3,
    pageCount: 12,
    labels: {
      navigation: 'Stránkování',
      previous: 'Předchozí',
      next: 'Další',
      page: (page) => `Strana ${page}`,
    },
  },
};

function ClientSidePagination() {
  const [page, setPage] = useState(1);
  // The app's router link would update the URL; here a click just changes the page in state.
  function StatefulLink({ href, ...rest }: LinkComponentProps) {
    const target = Number(new URLSearchParams(href.replace(/^\?/, '')).get('page') ?? 1);
    return (
      <a
        href={href}
        {...rest}
        onClick={(event) => {
          event.preventDefault();
          setPage(target);
        }}
      />
    );
  }
  return (
    <LinkProvider component={StatefulLink}>
      <Pagination page={page} pageCount={9} hrefForPage={hrefForPage} />
    </LinkProvider>
  );
}

export const ClientSide: Story = {
  render: () => <ClientSidePagination />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [next] = canvas.getAllByRole('link', { name: 'Next' });
    await userEvent.click(next!);
    const [second] = canvas.getAllByRole('link', { name: 'Page 2' });
    await expect(second).toHaveAttribute('aria-current', 'page');
  },
};
