import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import type { LinkComponentProps } from '../LinkProvider/LinkProvider.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Electronics', href: '/elektronika' },
  { label: 'Televisions', href: '/televize' },
  { label: 'OLED TV 55"', href: '/oled-tv-55' },
];

describe('Breadcrumbs', () => {
  it('is a named navigation with an ordered list of the trail', () => {
    render(<Breadcrumbs items={trail} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('marks the last item as the current page, as text rather than a link', () => {
    render(<Breadcrumbs items={trail} />);
    const current = screen.getByText('OLED TV 55"');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
    for (const link of screen.getAllByRole('link')) {
      expect(link.hasAttribute('aria-current')).toBe(false);
    }
  });

  it('links the ancestors through the app link component', () => {
    function RouterLink(props: LinkComponentProps) {
      return <a data-router-link="" {...props} />;
    }
    render(
      <LinkProvider component={RouterLink}>
        <Breadcrumbs items={trail} label="Drobečková navigace" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Electronics' });
    expect(link.getAttribute('href')).toBe('/elektronika');
    expect(link.hasAttribute('data-router-link')).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Drobečková navigace' })).toBeDefined();
  });

  it('shows a crumb without an href as text, and renders nothing for an empty trail', () => {
    const { rerender, container } = render(
      <Breadcrumbs items={[{ label: 'Brands' }, { label: 'Acme', href: '/acme' }]} />,
    );
    expect(screen.getByText('Brands').closest('a')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    rerender(<Breadcrumbs items={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('hides the separators from assistive technology', () => {
    const { container } = render(<Breadcrumbs items={trail} />);
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(3);
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true');
  });
});
