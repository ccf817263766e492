import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aspectRatio } from './Image.css.ts';
import { Image } from './Image.tsx';
import { imageSources } from './imageSources.ts';

/** `aspectRatio` is `var(--name)`; the inline style holds `--name`. */
const ratioName = aspectRatio.slice('var('.length, -1);
const build = (width: number) => `/img/tv.jpg?w=${width}`;

describe('imageSources', () => {
  it('builds src, a sorted srcSet and a one-eighth placeholder from a builder', () => {
    expect(imageSources({ src: build, width: 400, widths: [800, 400, 400, 0] })).toEqual({
      src: '/img/tv.jpg?w=400',
      srcSet: '/img/tv.jpg?w=400 400w, /img/tv.jpg?w=800 800w',
      placeholderSrc: '/img/tv.jpg?w=50',
    });
  });

  it('uses a string src as given, and explicit values win', () => {
    expect(imageSources({ src: '/a.jpg', width: 400 })).toEqual({
      src: '/a.jpg',
      srcSet: undefined,
      placeholderSrc: undefined,
    });
    expect(
      imageSources({ src: build, width: 62, srcSet: '/x 1x', placeholderSrc: '/tiny.jpg' }),
    ).toEqual({ src: '/img/tv.jpg?w=62', srcSet: '/x 1x', placeholderSrc: '/tiny.jpg' });
  });

  it('never asks for a placeholder narrower than one pixel', () => {
    expect(imageSources({ src: build, width: 4 }).placeholderSrc).toBe('/img/tv.jpg?w=1');
  });
});

describe('Image', () => {
  it('reserves the aspect ratio of width/height on its frame', () => {
    render(<Image src="/a.jpg" alt="OLED TV" width={400} height={300} />);
    const img = screen.getByRole('img', { name: 'OLED TV' });
    const frame = img.parentElement!;
    expect(frame.style.getPropertyValue(ratioName)).toBe('400 / 300');
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('300');
  });

  it('loads lazily and decodes asynchronously by default, eagerly with priority', () => {
    const { rerender } = render(<Image src="/a.jpg" alt="TV" width={4} height={3} />);
    let img = screen.getByRole('img', { name: 'TV' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    rerender(<Image src="/a.jpg" alt="TV" width={4} height={3} priority />);
    img = screen.getByRole('img', { name: 'TV' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('passes srcSet and sizes through', () => {
    render(
      <Image src={build} widths={[200, 400]} sizes="50vw" alt="TV" width={200} height={150} />,
    );
    const img = screen.getByRole('img', { name: 'TV' });
    expect(img.getAttribute('srcset')).toBe('/img/tv.jpg?w=200 200w, /img/tv.jpg?w=400 400w');
    expect(img.getAttribute('sizes')).toBe('50vw');
  });

  it('shows a hidden placeholder until the image loads', () => {
    const { container } = render(<Image src={build} alt="" width={400} height={400} />);
    const [placeholder, img] = Array.from(container.querySelectorAll('img'));
    expect(placeholder?.getAttribute('src')).toBe('/img/tv.jpg?w=50');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.getAttribute('alt')).toBe('');
    const frame = img!.parentElement!;
    expect(frame.getAttribute('data-loaded')).toBe('false');
    fireEvent.load(img!);
    expect(frame.getAttribute('data-loaded')).toBe('true');
  });

  it('shows the placeholder again for a new address', () => {
    const { container, rerender } = render(<Image src={build} alt="" width={400} height={400} />);
    const frame = container.firstElementChild!;
    fireEvent.load(container.querySelectorAll('img')[1]!);
    expect(frame.getAttribute('data-loaded')).toBe('true');
    rerender(
      <Image src="/other.jpg" placeholderSrc="/other-tiny.jpg" alt="" width={400} height={400} />,
    );
    expect(frame.getAttribute('data-loaded')).toBe('false');
  });

  it('notices an image that finished loading before hydration', () => {
    // jsdom never loads images; pretend the browser already has this one.
    const proto = HTMLImageElement.prototype;
    const complete = vi.spyOn(proto, 'complete', 'get').mockReturnValue(true);
    const naturalWidth = vi.spyOn(proto, 'naturalWidth', 'get').mockReturnValue(400);
    try {
      const { container } = render(<Image src={build} alt="" width={400} height={400} />);
      expect(container.firstElementChild?.getAttribute('data-loaded')).toBe('true');
    } finally {
      complete.mockRestore();
      naturalWidth.mockRestore();
    }
  });

  it('hides a broken image but keeps its alt text and the placeholder', () => {
    const { container } = render(<Image src={build} alt="OLED TV" width={400} height={300} />);
    const img = screen.getByRole('img', { name: 'OLED TV' });
    const before = img.className;
    fireEvent.error(img);
    expect(img.className).not.toBe(before);
    expect(img.getAttribute('data-failed')).toBe('true');
    expect(container.firstElementChild?.getAttribute('data-loaded')).toBe('false');
    expect(screen.getByRole('img', { name: 'OLED TV' })).toBe(img);
  });

  it('keeps an empty alt for decorative images', () => {
    const { container } = render(<Image src="/a.jpg" alt="" width={1} height={1} />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('gives cover and contain different classes', () => {
    const { container } = render(
      <>
        <Image src="/a.jpg" alt="a" width={1} height={1} fit="cover" />
        <Image src="/a.jpg" alt="b" width={1} height={1} fit="contain" />
      </>,
    );
    const [a, b] = Array.from(container.querySelectorAll('img'));
    expect(a?.className).not.toBe(b?.className);
  });
});
