import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero } from './Hero.tsx';

const url = (name: string) => (width: number) => `/images/w${width}/${name}.jpg`;

describe('Hero', () => {
  it('art-directs its picture: a source per breakpoint with its own size, a fallback image', () => {
    const { container } = render(
      <Hero
        title="Léto v obýváku"
        image={{ src: url('phone'), width: 800, height: 600, widths: [400, 800] }}
        sources={[{ media: '(min-width: 768px)', src: url('wide'), width: 1920, height: 600 }]}
      />,
    );
    const source = container.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('(min-width: 768px)');
    expect(source?.getAttribute('width')).toBe('1920');
    expect(source?.getAttribute('srcset')).toContain('/images/w1920/wide.jpg 1920w');
    const img = container.querySelector('picture img');
    expect(img?.getAttribute('srcset')).toBe(
      '/images/w400/phone.jpg 400w, /images/w800/phone.jpg 800w',
    );
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('loads its picture eagerly with high priority unless told it is below the fold', () => {
    const image = { src: '/hero.jpg', width: 800, height: 600 };
    const { container, rerender } = render(<Hero title="A" image={image} />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    rerender(<Hero title="A" image={image} priority={false} />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('has its title at the given level, the text and the actions', () => {
    render(
      <Hero
        title="Výprodej"
        headingLevel={1}
        text="Slevy až 50 %"
        actions={<a href="/vyprodej">Nakupovat</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Výprodej');
    expect(screen.getByText('Slevy až 50 %')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nakupovat' })).toBeTruthy();
  });
});
