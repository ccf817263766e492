import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { locales, renderBlocks } from '../../testing/renderBlocks.tsx';
import { collapsibleFixture } from '../fixtures/textBlocks.ts';

describe('collapsible block', () => {
  it.each(locales)('collapsible: one titled toggle per item, the first open (%s)', (locale) => {
    const { container } = renderBlocks([collapsibleFixture[locale]], locale);
    const toggles = screen.getAllByRole('button');
    expect(toggles).toHaveLength(2);
    expect(toggles.map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
    ]);
    expect(toggles[1]?.closest('h3')?.textContent).toBe(
      locale === 'cs' ? 'Posíláte i na Slovensko?' : 'Do you ship to Slovakia?',
    );
    expect(container.textContent).toContain(
      locale === 'cs'
        ? 'Nejlepší je do měsíce od pražení.'
        : 'It is best within a month of roasting.',
    );
    fireEvent.click(toggles[1] as HTMLElement);
    expect(toggles[1]?.getAttribute('aria-expanded')).toBe('true');
    expect(container.textContent).toContain(locale === 'cs' ? 'doprava trvá' : 'delivery takes');
  });
});
