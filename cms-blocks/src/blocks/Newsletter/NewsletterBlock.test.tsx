import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContentProvider } from '../../content/ContentProvider.tsx';
import { Blocks } from '../Blocks/Blocks.tsx';
import { newsletterFormFixture, newsletterWithTextFixture } from '../fixtures/textBlocks.ts';
import { NewsletterBlock } from './NewsletterBlock.tsx';

async function subscribe(email: string) {
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: email } });
  await act(async () => {
    fireEvent.submit(screen.getByRole('form'));
  });
}

describe('newsletter block', () => {
  it('with_text shows the heading and text beside the form', () => {
    render(<Blocks blocks={[newsletterWithTextFixture.cs]} />);
    expect(screen.getByRole('heading', { level: 2 })?.textContent).toContain('Novinky z pražírny');
    expect(screen.getByText('Jednou za měsíc, žádný spam.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Novinky z pražírny' })).toBeTruthy();
  });

  it('any other type shows only the form (named by the block title)', () => {
    render(<Blocks blocks={[newsletterFormFixture.en]} locale="en" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('Once a month, no spam.')).toBeNull();
    expect(screen.getByRole('form', { name: 'Offers by e-mail' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' })?.getAttribute('type')).toBe('submit');
  });

  it('calls onSubmit with the trimmed address and shows success', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<Blocks blocks={[newsletterFormFixture.cs]} onNewsletterSubmit={onSubmit} />);
    await subscribe('  jana@example.cz ');
    expect(onSubmit).toHaveBeenCalledWith('jana@example.cz');
    expect(screen.getByRole('status')?.textContent).toContain('Děkujeme!');
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('');
  });

  it('shows the error state when the callback rejects, or the message it returns', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('network'));
    onSubmit.mockResolvedValueOnce({ status: 'error', message: 'Tento e-mail už odebírá.' });
    render(<NewsletterBlock block={newsletterFormFixture.cs} onSubmit={onSubmit} />);
    await subscribe('a@b.cz');
    expect(screen.getByRole('status')?.textContent).toContain('nepovedlo');
    expect(screen.getByLabelText(/E-mail/)?.getAttribute('aria-invalid')).toBe('true');
    await subscribe('a@b.cz');
    expect(screen.getByRole('status')?.textContent).toContain('Tento e-mail už odebírá.');
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('a@b.cz');
  });

  it('shows a state passed in (pending: busy button, no second submit)', async () => {
    const onSubmit = vi.fn();
    render(
      <ContentProvider locale="en">
        <NewsletterBlock block={newsletterFormFixture.en} onSubmit={onSubmit} status="pending" />
      </ContentProvider>,
    );
    expect(screen.getByRole('button', { name: /Subscribe/ })?.getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(screen.getByRole('status')?.textContent).toContain('Subscribing…');
    await subscribe('a@b.cz');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
