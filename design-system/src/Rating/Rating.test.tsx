import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from './Rating.css.ts';
import { Rating } from './Rating.tsx';
import { ratingStars } from './ratingStars.ts';
import { starPath } from './starPath.ts';

/** `fill` is `var(--name)`; the inline style holds `--name`. */
const fillName = fill.slice('var('.length, -1);

describe('ratingStars', () => {
  it('maps 0–100 onto the stars, one decimal', () => {
    expect(ratingStars(90, 5)).toBe(4.5);
    expect(ratingStars(87, 5)).toBe(4.4);
    expect(ratingStars(100, 5)).toBe(5);
    expect(ratingStars(0, 5)).toBe(0);
    expect(ratingStars(73, 10)).toBe(7.3);
  });

  it('clamps out-of-range and non-numeric scores', () => {
    expect(ratingStars(130, 5)).toBe(5);
    expect(ratingStars(-5, 5)).toBe(0);
    expect(ratingStars(Number.NaN, 5)).toBe(0);
  });
});

describe('Rating', () => {
  it('is one image named "4.5 out of 5"', () => {
    render(<Rating value={90} />);
    const rating = screen.getByRole('img', { name: '4.5 out of 5' });
    // Two rows (empty, and filled up to the score), each one SVG of five stars.
    expect(rating.querySelectorAll('svg')).toHaveLength(2);
    expect(rating.querySelectorAll('svg path')).toHaveLength(10);
  });

  it('uses a configurable number of stars and a translated label', () => {
    render(
      <Rating
        value={60}
        max={10}
        label={(stars, max) => `Hodnocení ${stars.toLocaleString('cs')} z ${max}`}
      />,
    );
    const rating = screen.getByRole('img', { name: 'Hodnocení 6 z 10' });
    expect(rating.querySelectorAll('svg path')).toHaveLength(20);
    expect(rating.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 240 24');
  });

  it('fills the stars up to the rounded value', () => {
    render(<Rating value={87} />);
    const rating = screen.getByRole('img');
    expect(rating.style.getPropertyValue(fillName)).toBe('88%');
  });

  it('hides the star shapes from assistive technology', () => {
    render(<Rating value={50} />);
    for (const row of screen.getByRole('img').children) {
      expect(row.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it("draws the icon set's star", () => {
    // The path lucide draws its star with; empty if lucide-react stops exporting it that way.
    expect(starPath).toMatch(/^M11\.525 2\.295a/);
    render(<Rating value={50} />);
    const paths = screen.getByRole('img').querySelectorAll('path');
    expect([...paths].every((path) => path.getAttribute('d') === starPath)).toBe(true);
  });
});
