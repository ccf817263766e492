import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from './fixtures/article.ts';
import { RichText } from './RichText.tsx';
import type { RichTextDoc } from '@vitrina/contracts/content';

describe('RichText', () => {
  it('renders headings at their levels and paragraphs', () => {
    const { container } = render(<RichText content={sampleDoc} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Fresh roast, every week');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('How to brew');
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Storage');
    expect(screen.getByRole('heading', { level: 5 }).textContent).toBe('Small print');
    expect(container.querySelectorAll('p')).toHaveLength(4);
  });

  it('renders bold and italic marks, nested when combined', () => {
    const { container } = render(<RichText content={sampleDoc} />);
    expect(container.querySelector('strong')?.textContent).toBe('two days');
    expect(container.querySelector('em')?.textContent).toBe('at its best');
    expect(container.querySelector('strong > em')?.textContent).toBe('16 g');
  });

  it('clamps heading levels to 2–5', () => {
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'One' }] },
        { type: 'heading', attrs: { level: 6 }, content: [{ type: 'text', text: 'Six' }] },
        { type: 'heading', attrs: { level: 'x' }, content: [{ type: 'text', text: 'Bad' }] },
      ],
    };
    render(<RichText content={doc} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { name: 'One' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'Six' }).tagName).toBe('H5');
    expect(screen.getByRole('heading', { name: 'Bad' }).tagName).toBe('H2');
  });

  it('skips unknown nodes and ignores unknown marks', () => {
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        {
          type: 'iframe',
          attrs: { src: 'https://example.com' },
          content: [{ type: 'text', text: 'hidden' }],
        },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'kept', marks: [{ type: 'blink' }] }],
        },
      ],
    };
    const { container } = render(<RichText content={doc} />);
    expect(container.textContent).toBe('kept');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('renders markup in text as text, never as HTML', () => {
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: '<img src=x onerror="alert(1)"><b>bold?</b>' }],
        },
      ],
    };
    const { container } = render(<RichText content={doc} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe(
      '<img src=x onerror="alert(1)"><b>bold?</b>',
    );
  });
});
