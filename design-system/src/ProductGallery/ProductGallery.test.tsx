import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from './ProductGallery.tsx';

const images = ['zepredu', 'zboku', 'detail'].map((name) => ({
  src: (width: number) => `/images/w${width}/${name}.webp`,
  alt: `Pohovka ${name}`,
  width: 800,
  height: 800,
}));
const labels = {
  gallery: 'Obrázky pohovky',
  position: (index: number, count: number) => `Obrázek ${index} z ${count}`,
  zoom: 'Zvětšit',
};

describe('ProductGallery', () => {
  it('names the main pictures by what they show, and the thumbnails by position', () => {
    render(<ProductGallery images={images} labels={labels} />);
    const gallery = screen.getByRole('group', { name: 'Obrázky pohovky' });
    expect(within(gallery).getByRole('button', { name: /Pohovka zepredu.*Zvětšit/ })).toBeTruthy();
    expect(within(gallery).getAllByRole('button', { name: /^Obrázek \d z 3$/ })).toHaveLength(3);
  });

  it('moves the main picture with the thumbnails and the arrow keys', () => {
    render(<ProductGallery images={images} labels={labels} />);
    const thumbs = screen.getAllByRole('button', { name: /^Obrázek \d z 3$/ });
    fireEvent.click(thumbs[1]!);
    expect(thumbs[1]?.getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(thumbs[1]!, { key: 'ArrowRight' });
    expect(thumbs[2]?.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(thumbs[2]);
    fireEvent.keyDown(thumbs[2]!, { key: 'ArrowRight' });
    expect(thumbs[0]?.getAttribute('aria-current')).toBe('true');
  });

  it('opens the zoom view on the chosen picture, steps with the keys, closes on Escape', async () => {
    render(<ProductGallery images={images} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: /Pohovka zboku.*Zvětšit/, hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Obrázky pohovky' });
    expect(within(dialog).getByText('Obrázek 2 z 3')).toBeTruthy();
    expect(within(dialog).getByRole('img').getAttribute('srcset')).toContain(
      '/images/w1600/zboku.webp 1600w',
    );
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(within(dialog).getByText('Obrázek 1 z 3')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to the picture stepped to when the zoom view closes', async () => {
    render(<ProductGallery images={images} labels={labels} />);
    const opener = screen.getByRole('button', { name: /Pohovka zepredu.*Zvětšit/, hidden: true });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Obrázky pohovky' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement?.textContent).toContain('Obrázek 2 z 3');
  });

  it('has no thumbnails or arrows for one picture, and nothing for none', () => {
    const { container, rerender } = render(<ProductGallery images={images.slice(0, 1)} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    rerender(<ProductGallery images={[]} />);
    expect(container.textContent).toBe('');
  });
});
