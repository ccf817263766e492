import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentProvider } from '../content/ContentProvider.tsx';
import { contentBlockTypes } from '../schemas/blockTypes.ts';
import type { ContentBlock } from '../schemas/blockTypes.ts';
import { Blocks } from './Blocks.tsx';
import {
  categoriesFixture,
  categoryBoxesFixture,
  productBoxesFixture,
  productsFixture,
  topCategoriesFixture,
} from './fixtures/catalogBlocks.ts';
import { blockDataFixture } from './fixtures/data.ts';
import { pageFixture, rowFixture } from './fixtures/page.ts';
import {
  bigTitleFixture,
  collapsibleFixture,
  quoteFixture,
  textBoxesFixture,
  textFixture,
  uspFixture,
} from './fixtures/textBlocks.ts';

const locales = ['cs', 'en'] as const;

function renderBlocks(blocks: ContentBlock[], locale: 'cs' | 'en' = 'cs') {
  return render(
    <Blocks
      blocks={blocks}
      data={blockDataFixture[locale]}
      locale={locale}
      storefrontHost="www.vitrina.cz"
    />,
  );
}

const section = (container: HTMLElement, type: string) =>
  container.querySelector<HTMLElement>(`section[data-block-type="${type}"]`);

afterEach(() => vi.restoreAllMocks());

describe('content blocks', () => {
  it.each([
    ['cs', 'Káva pražená pro vás', 'Do obchodu', '/zrnkova-kava'],
    ['en', 'Coffee roasted for you', 'To the shop', '/en/coffee-beans'],
  ] as const)('big_title: big heading, lead and button (%s)', (locale, title, button, href) => {
    renderBlocks([bigTitleFixture[locale]], locale);
    expect(screen.getByRole('heading', { level: 2 })?.textContent).toContain(title);
    expect(screen.getByRole('link', { name: button })?.getAttribute('href')).toBe(href);
  });

  it.each(locales)('text: titled section with rich text and a page button (%s)', (locale) => {
    const { container } = renderBlocks([textFixture[locale]], locale);
    const name = locale === 'cs' ? 'O naší pražírně' : 'About our roastery';
    const region = screen.getByRole('region', { name });
    expect(container.querySelectorAll('p')).toHaveLength(2);
    const link = within(region).getByRole('link');
    expect(link?.getAttribute('href')).toBe(
      locale === 'cs' ? '/stranka/o-nas' : '/en/page/about-us',
    );
  });

  it('quote: blockquote with its author in a figcaption, editor background applied', () => {
    const { container } = renderBlocks([quoteFixture.cs]);
    expect(container.querySelector('figure blockquote')?.textContent).toContain(
      'Nejlepší espresso ve městě',
    );
    expect(container.querySelector('figcaption')?.textContent).toContain(
      'Jana Nováková, stálá zákaznice',
    );
    expect(section(container, 'quote')?.style.background).toMatch(/^var\(--color-surfaceSunken/);
  });

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

  it.each(locales)(
    'usp: titles cut to 80 characters, the full title kept in title (%s)',
    (locale) => {
      renderBlocks([uspFixture[locale]], locale);
      const titles = screen.getAllByRole('heading', { level: 3 });
      expect(titles).toHaveLength(3);
      const full = uspFixture[locale].value.items[1]?.title as string;
      const cut = titles[1]?.textContent ?? '';
      expect(Array.from(full).length).toBeGreaterThan(80);
      expect(Array.from(cut).length).toBeLessThanOrEqual(80);
      expect(Array.from(cut).length).toBeGreaterThan(75);
      expect(cut.endsWith('…')).toBe(true);
      expect(full.startsWith(cut.slice(0, -1))).toBe(true);
      expect(titles[1]?.getAttribute('title')).toBe(full);
      expect(titles[0]?.hasAttribute('title')).toBe(false);
    },
  );

  it('text_boxes: boxes with titles, colours, box styles and their own buttons', () => {
    const { container } = renderBlocks([textBoxesFixture.cs]);
    const boxes = container.querySelectorAll('li');
    expect(boxes).toHaveLength(3);
    expect(boxes[2]?.style.background).toBe('rgb(11, 110, 112)');
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

  it.each(locales)(
    'products: resolved cards in editor order, unresolved ids skipped (%s)',
    (locale) => {
      renderBlocks([productsFixture[locale]], locale);
      const products = blockDataFixture[locale].products ?? {};
      const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      expect(names).toEqual(['101', '102', '103'].map((id) => products[id]?.name));
      expect(screen.getByRole('link', { name: products['102']?.name })?.getAttribute('href')).toBe(
        products['102']?.url,
      );
      // Discounted price: the original is struck through and labelled for screen readers.
      const original = document.querySelector('s');
      expect(original?.textContent).toContain(
        locale === 'cs' ? 'Původní cena 399\u00a0Kč' : 'Original price €16.50',
      );
      expect(screen.getAllByText(locale === 'cs' ? 'Skladem' : 'In stock')).toHaveLength(2);
      expect(screen.getByText(locale === 'cs' ? /^12\sks$/ : /^12\spcs$/)).toBeTruthy();
      expect(screen.getByText(locale === 'cs' ? 'Na objednávku' : 'On order')).toBeTruthy();
      const all = screen.getByRole('link', {
        name: locale === 'cs' ? 'Všechny kávy' : 'All coffees',
      });
      expect(all?.getAttribute('href')).toBe(locale === 'cs' ? '/vsechny-kavy' : '/en/all-coffees');
    },
  );

  it('products: the cards can be passed in directly, and no cards means no block', () => {
    const product = blockDataFixture.en.products?.['104'];
    const { container, rerender } = render(
      <Blocks blocks={[productsFixture.en]} data={{}} locale="en" />,
    );
    expect(container.querySelector('section')).toBeNull();
    rerender(
      <Blocks
        blocks={[productBoxesFixture.en]}
        data={{ products: { '104': product! } }}
        locale="en"
      />,
    );
    expect(screen.getByRole('link', { name: 'Gift card' })?.getAttribute('href')).toBe(
      '/en/product/gift-card',
    );
  });

  it('productBoxes: compact boxes for value.products', () => {
    renderBlocks([productBoxesFixture.cs]);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Dárek')).toBeTruthy();
  });

  it.each(locales)('categories: store then virtual category links (%s)', (locale) => {
    renderBlocks([categoriesFixture[locale]], locale);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      locale === 'cs'
        ? ['/zrnkova-kava', '/mlynky', '/prislusenstvi', '/vyprodej']
        : ['/en/zrnkova-kava', '/en/mlynky', '/en/prislusenstvi', '/en/vyprodej'],
    );
  });

  it('categoryBoxes: a titled box with picture per category', () => {
    const { container } = renderBlocks([categoryBoxesFixture.en], 'en');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Coffee beans',
      'Grinders',
      'Sale',
      'Gifts under €20',
    ]);
    expect(container.querySelectorAll('img')).toHaveLength(4);
  });

  it.each(locales)('top_categories: titles cut to 45, links of every kind (%s)', (locale) => {
    const { container } = renderBlocks([topCategoriesFixture[locale]], locale);
    const titles = screen.getAllByRole('heading', { level: 3 });
    const cut = titles[1]?.textContent ?? '';
    const full = topCategoriesFixture[locale].value.top_categories[1]?.title as string;
    if (Array.from(full).length > 45) {
      expect(Array.from(cut).length).toBeLessThanOrEqual(45);
      expect(Array.from(cut).length).toBeGreaterThan(40);
      expect(cut.endsWith('…')).toBe(true);
    } else {
      expect(cut).toBe(full);
    }
    // Only the image-type tile shows its picture, built by the imageUrl builder.
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')?.getAttribute('src')).toContain(
      '/images/320x320/top/coffee.jpg',
    );
    const shop = screen.getByRole('link', { name: locale === 'cs' ? 'Konvice' : 'Kettles' });
    expect(shop?.getAttribute('href')).toBe(locale === 'cs' ? '/konvice' : '/en/kettles');
    const maker = screen.getByRole('link', { name: locale === 'cs' ? 'Výrobce' : 'Maker' });
    expect(maker?.getAttribute('rel')).toBe('noopener noreferrer');
    const article = screen.getByRole('link', {
      name: locale === 'cs' ? 'Jak vybrat kávu' : 'How to choose coffee',
    });
    expect(article?.getAttribute('href')).toBe(
      locale === 'cs' ? '/clanek/jak-vybrat-kavu' : '/en/article/choosing-coffee',
    );
  });

  it('top_categories: the Czech fixture title really is cut', () => {
    renderBlocks([topCategoriesFixture.cs]);
    expect(screen.getAllByRole('heading', { level: 3 })[1]?.textContent).toContain(
      'Příslušenství pro domácí přípravu kávy a čaj…',
    );
  });

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

  it('skips unknown block types with a development warning and renders the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unknown = { uuid: 'x', type: 'carousel_3d', value: {} } as unknown as ContentBlock;
    const { container } = renderBlocks([quoteFixture.cs, unknown, textFixture.cs]);
    expect([...container.querySelectorAll('section')].map((s) => s.dataset['blockType'])).toEqual([
      'quote',
      'text',
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('carousel_3d'));
  });

  it.each(locales)('whole page: every block type renders (%s)', (locale) => {
    const { container } = renderBlocks(pageFixture[locale], locale);
    const types = new Set(
      [...container.querySelectorAll('section')].map((s) => s.dataset['blockType']),
    );
    for (const type of contentBlockTypes) expect(types).toContain(type);
  });

  it('takes locale and the route resolver from a surrounding ContentProvider', () => {
    render(
      <ContentProvider locale="en" resolveRoute={({ kind, slug }) => `/x/${kind}/${slug}`}>
        <Blocks blocks={[textFixture.en]} />
      </ContentProvider>,
    );
    expect(screen.getByRole('link', { name: 'The whole story' })?.getAttribute('href')).toBe(
      '/x/page/about-us',
    );
  });
});
