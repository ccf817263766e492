import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './BannerCarousel.tsx';

const slides = ['Léto', 'Podzim', 'Zima'].map((title) => (
  <a key={title} href={`/${title}`}>
    {title}
  </a>
));

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const current = () =>
  screen
    .getAllByRole('button', { name: /^Slide \d$/ })
    .findIndex((dot) => dot.getAttribute('aria-current'));

describe('BannerCarousel', () => {
  it('is a named carousel of slides "n of N"', () => {
    render(<BannerCarousel label="Akce týdne">{slides}</BannerCarousel>);
    const carousel = screen.getByRole('region', { name: 'Akce týdne' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = within(carousel).getAllByRole('group', { hidden: true });
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(groups.every((group) => group.getAttribute('aria-roledescription') === 'slide')).toBe(
      true,
    );
  });

  it('moves with next, previous and the picker; only the shown slide can be reached', () => {
    render(
      <BannerCarousel label="Akce" autoplay={false}>
        {slides}
      </BannerCarousel>,
    );
    const [next] = screen.getAllByRole('button', { name: 'Next slide' });
    fireEvent.click(next!);
    expect(current()).toBe(1);
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups.map((group) => group.hasAttribute('inert'))).toEqual([true, false, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3' }));
    expect(current()).toBe(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Next slide' })[0]!);
    expect(current()).toBe(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Previous slide' })[0]!);
    expect(current()).toBe(2);
  });

  it('moves along the picker with the arrow keys, focus following', () => {
    render(
      <BannerCarousel label="Akce" autoplay={false}>
        {slides}
      </BannerCarousel>,
    );
    const dots = screen.getAllByRole('button', { name: /^Slide \d$/ });
    dots[0]!.focus();
    fireEvent.keyDown(dots[0]!, { key: 'ArrowLeft' });
    expect(current()).toBe(2);
    expect(document.activeElement).toBe(dots[2]);
    fireEvent.keyDown(dots[2]!, { key: 'Home' });
    expect(current()).toBe(0);
  });

  it('rotates by itself, quietly, until the shopper stops it or hovers it', () => {
    setReducedMotion(false);
    vi.useFakeTimers();
    render(
      <BannerCarousel label="Akce" interval={1000}>
        {slides}
      </BannerCarousel>,
    );
    const track = document.querySelector('[aria-live]');
    expect(track?.getAttribute('aria-live')).toBe('off');
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe(1);
    fireEvent.pointerEnter(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(1);
    fireEvent.pointerLeave(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe(2);
    const stop = screen.getByRole('button', { name: 'Stop rotating the slides' });
    // The set's glyphs, not a hand-drawn one: pause while rotating, play once stopped.
    expect(stop.querySelector('svg')?.getAttribute('data-icon')).toBe('pause');
    fireEvent.click(stop);
    expect(track?.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(2);
    const start = screen.getByRole('button', { name: 'Rotate the slides' });
    expect(start.querySelector('svg')?.getAttribute('data-icon')).toBe('play');
  });

  it('never rotates for a shopper who prefers reduced motion', () => {
    setReducedMotion(true);
    vi.useFakeTimers();
    render(
      <BannerCarousel label="Akce" interval={1000}>
        {slides}
      </BannerCarousel>,
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: 'Rotate the slides' })).toBeTruthy();
  });

  it('shows no controls for a single banner', () => {
    render(<BannerCarousel label="Akce">{slides.slice(0, 1)}</BannerCarousel>);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
