import { render, screen } from '@testing-library/react';
import { LinkProvider } from '@vitrina/design-system';
import type { LinkComponentProps } from '@vitrina/design-system';
import { describe, expect, it } from 'vitest';
import { buttonsFixture } from './fixtures/buttons.ts';
import { imagesFixture } from './fixtures/images.ts';
import { RichText } from './RichText.tsx';

function RouterLink(props: LinkComponentProps) {
  return <a {...props} data-router="yes" />;
}

describe('RichText images', () => {
  it('builds src with the default builder and keeps alt, title, size and float', () => {
    render(<RichText content={imagesFixture.cs} locale="cs" />);
    const [wide, left, right] = screen.getAllByRole('img');
    expect(wide?.getAttribute('src')).toBe('/images/640x400,crop/demo/roastery.jpg');
    expect(wide?.getAttribute('alt')).toBe('Pražírna');
    expect(wide?.getAttribute('title')).toBe('Pražírna');
    expect(wide?.getAttribute('width')).toBe('640');
    expect(wide?.getAttribute('height')).toBe('360');
    expect(left?.className).not.toBe(wide?.className);
    expect(right?.className).not.toBe(left?.className);
  });

  it('uses the imageUrl function from props', () => {
    const calls: unknown[] = [];
    render(
      <RichText
        content={imagesFixture.en}
        locale="en"
        imageUrl={(fileKey, options) => {
          calls.push([fileKey, options]);
          return `https://cdn.example/${fileKey}`;
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Green beans' }).getAttribute('src')).toBe(
      'https://cdn.example/demo/beans.jpg',
    );
    expect(calls[0]).toEqual(['demo/roastery.jpg', { width: 640, height: 360, crop: true }]);
  });
});

describe('RichText buttons', () => {
  it.each([
    ['cs', 'Do obchodu', '/kategorie/kava'],
    ['en', 'To the shop', '/en/category/coffee'],
  ] as const)('picks title and href for the content locale (%s)', (locale, title, href) => {
    render(
      <LinkProvider component={RouterLink}>
        <RichText content={buttonsFixture[locale]} locale={locale} />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: title });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.dataset['router']).toBe('yes');
    expect(link.querySelector('svg[data-icon="arrow-right"]')).not.toBeNull();
  });

  it('links files and external targets with plain anchors, new tab with noopener', () => {
    render(
      <LinkProvider component={RouterLink}>
        <RichText content={buttonsFixture.en} locale="en" />
      </LinkProvider>,
    );
    const file = screen.getByRole('link', { name: 'Guide (PDF)' });
    expect(file.getAttribute('href')).toBe('/files/docs/brew-guide.pdf');
    expect(file.dataset['router']).toBeUndefined();
    const partner = screen.getByRole('link', { name: 'Partner' });
    expect(partner.getAttribute('href')).toBe('https://example.com/en');
    expect(partner.getAttribute('target')).toBe('_blank');
    expect(partner.getAttribute('rel')).toBe('noopener noreferrer');
    expect(partner.dataset['router']).toBeUndefined();
  });

  it('gives each colour, size and float its own classes, defaulting to primary large', () => {
    render(<RichText content={buttonsFixture.en} locale="en" />);
    const classes = ['To the shop', 'Search', 'Guide (PDF)', 'Partner'].map(
      (name) => screen.getByRole('link', { name }).className,
    );
    expect(new Set(classes).size).toBe(4);
  });

  it('renders an unsafe or missing target as text, and skips a title-less button', () => {
    const { container } = render(
      <RichText
        locale="en"
        content={{
          type: 'doc',
          content: [
            {
              type: 'button',
              attrs: { title: { en: 'Bad' }, href: { en: 'javascript:alert(1)' } },
            },
            { type: 'button', attrs: { title: { cs: 'Jen česky' }, href: { cs: '/x', en: '/x' } } },
          ],
        }}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('Bad');
  });
});
