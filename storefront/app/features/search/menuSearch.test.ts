import type { MenuItem } from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import { matchingMenuItems } from './menuSearch.ts';

function item(id: string, title: string, link: MenuItem['link'], children: MenuItem[] = []) {
  return { id, title, main: false, parent: null, slug: id, link, children } satisfies MenuItem;
}

const menu = [
  item('1', 'Kuchyně', { type: 'category', slug: 'kuchyne' }, [
    item('2', 'Kuchyňské nože', { type: 'category', slug: 'noze' }),
    item('3', 'Nádobí do kuchyně', { type: 'category', slug: 'nadobi' }),
  ]),
  item('4', 'Doprava a platba', { type: 'page', slug: 'doprava' }),
  item('5', 'Kuchyně u partnera', { type: 'custom_link', url: 'https://partner.example/kuchyne' }),
  item('6', 'Kuchyně', { type: 'category', slug: 'kuchyne' }),
];

describe('searching the menus', () => {
  it('finds items at any depth by every word, without case or diacritics', () => {
    const links = matchingMenuItems(menu, ['KUCHYN'], 'cs', 10);
    expect(links.map((link) => link.href)).toEqual(['/kuchyne', '/noze', '/nadobi']);
    expect(matchingMenuItems(menu, ['kuchyn', 'noze'], 'cs', 10)).toEqual([
      { key: 'menu-2', title: 'Kuchyňské nože', href: '/noze', image: null },
    ]);
  });

  it('ranks a word that starts with the query above a match inside a word', () => {
    expect(matchingMenuItems(menu, ['doprav'], 'en', 10)[0]?.href).toBe('/en/page/doprava');
    const [first] = matchingMenuItems(
      [item('7', 'Autodoprava', { type: 'page', slug: 'a' }), ...menu],
      ['doprava'],
      'cs',
      10,
    );
    expect(first?.title).toBe('Doprava a platba');
  });

  it('leaves out links off the shop and keeps each destination once, up to the limit', () => {
    const links = matchingMenuItems(menu, ['kuchyne'], 'cs', 10);
    expect(links.some((link) => link.href.includes('partner'))).toBe(false);
    expect(links.filter((link) => link.href === '/kuchyne')).toHaveLength(1);
    expect(matchingMenuItems(menu, ['kuchyne'], 'cs', 1)).toHaveLength(1);
  });
});
