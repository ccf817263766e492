import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marksFixture } from './fixtures/marks.ts';
import { RichText } from './RichText.tsx';

describe('RichText marks', () => {
  it.each([
    ['cs', { strong: 'tučně', em: 'důraz', s: 'přeškrtnuto', u: 'podtrženo' }],
    ['en', { strong: 'bold', em: 'emphasis', s: 'struck', u: 'underlined' }],
  ] as const)('renders each mark as its element (%s)', (locale, words) => {
    const { container } = render(<RichText content={marksFixture[locale]} locale={locale} />);
    for (const [tag, word] of Object.entries(words)) {
      expect(container.querySelector(tag)?.textContent).toBe(word);
    }
    expect(container.querySelectorAll('em')).toHaveLength(3); // em, italic, bold+italic
    expect(container.querySelector('strong > em')).not.toBeNull();
    expect(container.querySelector('sub')?.textContent).toBe('2');
    expect(container.querySelector('sup')?.textContent).toBe('2');
  });

  it.each([
    ['cs', 'Napište nám', '/kontakt', 'Kontakt', 'https://example.com/cs'],
    ['en', 'Write to us', '/en/contact', 'Contact', 'https://example.com/en'],
  ] as const)('resolves link href and title per locale (%s)', (locale, name, href, title, ext) => {
    render(<RichText content={marksFixture[locale]} locale={locale} />);
    const internal = screen.getByRole('link', { name });
    expect(internal.getAttribute('href')).toBe(href);
    expect(internal.getAttribute('title')).toBe(title);
    expect(internal.getAttribute('target')).toBeNull();
    expect(internal.getAttribute('rel')).toBeNull();
    const external = screen.getByRole('link', { name: 'Partner' });
    expect(external.getAttribute('href')).toBe(ext);
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    const mail = screen.getByRole('link', { name: 'E-mail' });
    expect(mail.getAttribute('href')).toBe('mailto:shop@example.com');
    expect(mail.getAttribute('rel')).toBe('noopener noreferrer');
    expect(mail.querySelector('strong')?.textContent).toBe('E-mail');
  });

  it('keeps the words of a link whose href is unsafe or missing for the locale', () => {
    const { container } = render(
      <RichText
        locale="en"
        content={{
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'evil',
                  marks: [{ type: 'link', attrs: { href: 'JaVaScRiPt:x' } }],
                },
                {
                  type: 'text',
                  text: ' czech',
                  marks: [{ type: 'link', attrs: { href: { cs: '/x' } } }],
                },
              ],
            },
          ],
        }}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('evil czech');
  });
});
