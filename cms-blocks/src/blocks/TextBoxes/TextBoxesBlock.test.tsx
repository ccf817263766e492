import { screen, within } from '@testing-library/react';
import { vars } from '@vitrina/design-system';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../../testing/renderBlocks.tsx';
import { textBoxesFixture } from '../fixtures/textBlocks.ts';

describe('text_boxes block', () => {
  it('text_boxes: boxes with titles, colours, box styles and their own buttons', () => {
    const { container } = renderBlocks([textBoxesFixture.cs]);
    const boxes = container.querySelectorAll('li');
    expect(boxes).toHaveLength(3);
    // The editor's "primary" is the theme's brand colour, whatever the theme.
    expect(boxes[2]?.getAttribute('style')).toContain(vars.color.brand);
    expect(
      within(boxes[2] as HTMLElement)
        .getByRole('link', { name: 'Kontakt' })
        ?.getAttribute('href'),
    ).toBe('/kontakt');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Espresso',
      'Filtr',
      'Nevíte si rady?',
    ]);
  });
});
