import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richTextMarkTypes, richTextNodeTypes } from '@vitrina/contracts/content';
import { markFixtures, nodeFixtures } from './fixtures/nodes.ts';
import { RichText } from './RichText.tsx';

/** What each node type must produce in the DOM. */
const nodeSelectors: Record<(typeof richTextNodeTypes)[number], string> = {
  doc: 'div > p',
  paragraph: 'p + p',
  heading: 'h2 ~ h3 ~ h4 ~ h5',
  blockquote: 'blockquote > p',
  bullet_list: 'ul > li',
  ordered_list: 'ol[start="1"] > li',
  list_item: 'li > p + ul > li',
  hard_break: 'p > br',
  table: 'table tr',
  table_row: 'table tr + tr',
  table_cell: 'td[rowspan="2"], td[colspan="2"]',
  image: 'img[src][alt]',
  button: 'a[href]',
  clearer: '[aria-hidden="true"] + p',
  text: 'p',
};

const markSelectors: Record<(typeof richTextMarkTypes)[number], string> = {
  bold: 'strong',
  em: 'em',
  italic: 'em',
  link: 'a[href][title]',
  strike: 's',
  subscript: 'sub',
  superscript: 'sup',
  underline: 'u',
};

describe('every node and mark has a fixture that renders it', () => {
  it.each(
    richTextNodeTypes.flatMap((type) =>
      (['cs', 'en'] as const).map((locale) => [type, locale] as const),
    ),
  )('node %s (%s)', (type, locale) => {
    const { container } = render(<RichText content={nodeFixtures[type][locale]} locale={locale} />);
    expect(container.querySelector(nodeSelectors[type])).not.toBeNull();
  });

  it.each(
    richTextMarkTypes.flatMap((type) =>
      (['cs', 'en'] as const).map((locale) => [type, locale] as const),
    ),
  )('mark %s (%s)', (type, locale) => {
    const { container } = render(<RichText content={markFixtures[type][locale]} locale={locale} />);
    const element = container.querySelector(markSelectors[type]);
    expect(element).not.toBeNull();
    expect(container.textContent).toMatch(/^(Před|Before) .+ (a po|and after)\.$/);
    if (type === 'link')
      expect(element?.getAttribute('href')).toBe(locale === 'cs' ? '/kontakt' : '/en/contact');
  });
});
