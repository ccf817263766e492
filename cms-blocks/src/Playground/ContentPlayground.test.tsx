import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockDataFixture } from '../blocks/fixtures/data.ts';
import { pageFixture } from '../blocks/fixtures/page.ts';
import { ContentPlayground } from './ContentPlayground.tsx';

const edit = (json: string) =>
  fireEvent.change(screen.getByLabelText('Content JSON'), { target: { value: json } });

afterEach(() => vi.restoreAllMocks());

describe('content playground', () => {
  it('renders pasted blocks in the chosen locale and theme', () => {
    render(
      <ContentPlayground initialJson={JSON.stringify(pageFixture.cs)} data={blockDataFixture} />,
    );
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Káva pražená pro vás' })).toBeTruthy();
    expect(screen.getByText('Valid block list.')).toBeTruthy();

    edit(JSON.stringify(pageFixture.en));
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'en' } });
    expect(
      within(preview)
        .getAllByRole('link', { name: 'Hand coffee grinder' })[0]
        ?.getAttribute('href'),
    ).toBe('/en/product/hand-grinder');
    const before = preview.className;
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'boca' } });
    expect(preview.className).not.toBe(before);
  }, 20_000);

  it('lists invalid JSON with its place instead of going blank', () => {
    render(<ContentPlayground initialJson="[]" />);
    edit('{"type": "doc", ');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('(JSON)');
    expect(alert.textContent).toContain('nothing to preview');
    expect(screen.getByLabelText('Content JSON').getAttribute('aria-invalid')).toBe('true');
  });

  it('lists shape problems by path and still previews what renders', () => {
    render(<ContentPlayground initialJson="[]" />);
    edit(
      JSON.stringify([
        { uuid: 'a', type: 'quote', value: { text: 42 } },
        { uuid: 'b', type: 'big_title', value: { block_title: 'Still here' } },
      ]),
    );
    expect(screen.getByRole('alert').textContent).toContain('[0].value.text');
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeTruthy();
  });

  it('previews a list that is not a list as nothing, with the problem listed', () => {
    render(
      <ContentPlayground initialJson='[{"uuid":"a","type":"usp","value":{"items":"not a list"}}]' />,
    );
    expect(screen.getByRole('alert').textContent).toContain('[0].value.items');
    expect(screen.getByRole('region', { name: 'Preview' }).querySelector('li')).toBeNull();
  });

  it('shows why content cannot be previewed when rendering throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = {
      get products(): never {
        throw new Error('product data failed');
      },
    };
    render(
      <ContentPlayground
        initialJson='[{"uuid":"a","type":"products","value":{"product_reference":["1"]}}]'
        data={{ cs: failing }}
      />,
    );
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('alert').textContent).toContain('product data failed');
  });
});
