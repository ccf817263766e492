import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import type { LinkComponentProps } from '../LinkProvider/LinkProvider.tsx';
import { isExternalHref } from './isExternalHref.ts';
import { Link } from './Link.tsx';
import { linkTones } from './linkVariants.ts';

function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a data-router-link="" href={`/app${href}`} {...rest} />;
}

describe('isExternalHref', () => {
  it.each([
    'https://example.com',
    'http://example.com/a',
    'ftp://files.example.com',
    '//cdn.example.com/x',
    'mailto:info@example.com',
    'tel:+420123456789',
    'SMS:+420123456789',
    'geo:50.08,14.42',
    'market://details?id=x',
  ])('treats %s as external', (href) => {
    expect(isExternalHref(href)).toBe(true);
  });

  it.each(['/kosik', 'produkt/abc', '?page=2', '#top', '/search?q=a:b'])(
    'treats %s as internal',
    (href) => {
      expect(isExternalHref(href)).toBe(false);
    },
  );
});

describe('Link', () => {
  const renderWithRouter = (element: ReactNode) =>
    render(<LinkProvider component={RouterLink}>{element}</LinkProvider>);

  it('sends internal paths through the app link component', () => {
    renderWithRouter(<Link href="/kosik">Cart</Link>);
    const anchor = screen.getByRole('link', { name: 'Cart' });
    expect(anchor.hasAttribute('data-router-link')).toBe(true);
    expect(anchor.getAttribute('href')).toBe('/app/kosik');
    expect(anchor.hasAttribute('rel')).toBe(false);
  });

  it.each(['https://example.com', 'mailto:a@b.cz', 'tel:+420123', 'geo:1,2', 'market://x'])(
    'renders %s as a plain anchor with rel="noopener noreferrer" and no target',
    (href) => {
      renderWithRouter(<Link href={href}>Out</Link>);
      const anchor = screen.getByRole('link', { name: 'Out' });
      expect(anchor.hasAttribute('data-router-link')).toBe(false);
      expect(anchor.getAttribute('href')).toBe(href);
      expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
      expect(anchor.hasAttribute('target')).toBe(false);
    },
  );

  it('keeps a requested target and the caller rel on external links', () => {
    renderWithRouter(
      <Link href="https://example.com" target="_blank" rel="nofollow">
        Partner
      </Link>,
    );
    const anchor = screen.getByRole('link', { name: 'Partner' });
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('nofollow noopener noreferrer');
  });

  it('gives every tone its own class', () => {
    render(
      <>
        {linkTones.map((tone) => (
          <Link key={tone} href="/x" tone={tone}>
            {tone}
          </Link>
        ))}
      </>,
    );
    const classes = screen.getAllByRole('link').map((anchor) => anchor.className);
    expect(new Set(classes).size).toBe(linkTones.length);
  });
});
