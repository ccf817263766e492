import type { MenuItem } from '@vitrina/contracts/content';
import type { Locale } from '../../i18n/locale.ts';
import { menuHref } from '../../routing/menuHref.ts';
import { foldText, matchesEveryPart } from './searchMatch.ts';
import type { SearchLink } from './searchTypes.ts';

/** Every item of the menus, children after their parent. */
function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

/**
 * How well a title fits the query: a word starting with a query word counts more than a match
 * inside a word; a shorter title (closer to what was typed) wins a tie.
 */
function score(title: string, parts: readonly string[]): number {
  const words = foldText(title).split(/[^\p{L}\p{N}]+/u);
  const starts = parts.filter((part) => words.some((word) => word.startsWith(foldText(part))));
  return starts.length * 1000 - title.length;
}

/**
 * Spec §9's menu search: the items of the shop's menus whose title holds every query word
 * (case and diacritics ignored), best first, each destination once. External links are left
 * out: the dropdown leads within the shop.
 */
export function matchingMenuItems(
  items: readonly MenuItem[],
  parts: readonly string[],
  locale: Locale,
  limit: number,
): SearchLink[] {
  const seen = new Set<string>();
  return flatten(items)
    .filter((item) => matchesEveryPart(item.title, parts))
    .map((item) => ({ item, link: menuHref(item.link, locale), score: score(item.title, parts) }))
    .filter(({ link }) => link !== null && !link.external)
    .sort((a, b) => b.score - a.score)
    .flatMap(({ item, link }) => {
      const href = link?.href ?? '';
      if (seen.has(href)) return [];
      seen.add(href);
      return [{ key: `menu-${item.id}`, title: item.title, href, image: null }];
    })
    .slice(0, limit);
}
