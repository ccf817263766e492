import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../../testing/renderBlocks.tsx';
import { productBoxesFixture } from '../fixtures/catalogBlocks.ts';

describe('productBoxes block', () => {
  it('productBoxes: compact boxes for value.products', () => {
    renderBlocks([productBoxesFixture.cs]);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Dárek')).toBeTruthy();
  });
});
