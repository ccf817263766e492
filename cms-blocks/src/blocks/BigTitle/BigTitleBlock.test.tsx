import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../../testing/renderBlocks.tsx';
import { Blocks } from '../Blocks/Blocks.tsx';
import { bigTitleFixture, bigTitleHeroFixture } from '../fixtures/textBlocks.ts';

describe('big_title block', () => {
  it.each([
    ['cs', 'Káva pražená pro vás', 'Do obchodu', '/zrnkova-kava'],
    ['en', 'Coffee roasted for you', 'To the shop', '/en/coffee-beans'],
  ] as const)('big_title: big heading, lead and button (%s)', (locale, title, button, href) => {
    renderBlocks([bigTitleFixture[locale]], locale);
    expect(screen.getByRole('heading', { level: 2 })?.textContent).toContain(title);
    expect(screen.getByRole('link', { name: button })?.getAttribute('href')).toBe(href);
  });
});

describe('big_title block as a hero', () => {
  it('shows the picture per breakpoint with the title, lead and buttons over it', () => {
    const { container } = renderBlocks([bigTitleHeroFixture.en], 'en');
    const sources = container.querySelectorAll('picture source');
    expect(sources).toHaveLength(1);
    expect(sources[0]?.getAttribute('media')).toContain('min-width: 768px');
    // Sizes snap to the image service's allowlist; the crop keeps roughly 16:5.
    expect(sources[0]?.getAttribute('srcset')).toMatch(
      /\/images\/1920x6\d0,crop\/banners\/roastery-wide\.jpg 1920w/,
    );
    const img = container.querySelector('picture img');
    expect(img?.getAttribute('src')).toMatch(
      /\/images\/800x6\d0,crop\/banners\/roastery-phone\.jpg$/,
    );
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    const hero = img?.closest('section');
    expect(within(hero as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(
      'Coffee roasted for you',
    );
    expect(
      within(hero as HTMLElement)
        .getByRole('link', { name: 'To the shop' })
        .getAttribute('href'),
    ).toBe('/en/coffee-beans');
  });

  it('falls back to the plain big title when the picture address is unsafe', () => {
    const { container } = render(
      <Blocks
        blocks={[bigTitleHeroFixture.cs]}
        imageUrl={() => 'javascript:alert(1)'}
        locale="cs"
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Káva pražená pro vás');
  });
});
