import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks, section } from '../../testing/renderBlocks.tsx';
import { rowFixture } from '../fixtures/page.ts';

describe('row block', () => {
  it('row: nested blocks inside the row, titles one level deeper, rows inside rows', () => {
    const { container } = renderBlocks([rowFixture.cs]);
    const row = section(container, 'row');
    expect(row).not.toBeNull();
    const inner = row?.querySelectorAll('section[data-block-type]');
    expect([...(inner ?? [])].map((s) => s.getAttribute('data-block-type'))).toEqual([
      'text',
      'row',
      'quote',
      'newsletter',
    ]);
    expect(screen.getByRole('heading', { name: 'Vedle sebe' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'O naší pražírně' }).tagName).toBe('H3');
  });
});
