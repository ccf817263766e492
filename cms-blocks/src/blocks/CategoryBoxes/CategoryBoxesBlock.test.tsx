import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../../testing/renderBlocks.tsx';
import { categoryBoxesFixture } from '../fixtures/catalogBlocks.ts';

describe('categoryBoxes block', () => {
  it('categoryBoxes: a titled box with picture per category', () => {
    const { container } = renderBlocks([categoryBoxesFixture.en], 'en');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Coffee beans',
      'Grinders',
      'Sale',
      'Gifts under €20',
    ]);
    expect(container.querySelectorAll('img')).toHaveLength(4);
  });
});
