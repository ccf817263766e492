import type { CategoryNode } from './data/categories.ts';
import { slugify } from './slugify.ts';

type ByLocale = { cs: string; en: string };

export interface FlatCategory {
  id: number;
  parentId: number | null;
  position: number;
  depth: number;
  names: ByLocale;
  slugs: ByLocale;
}

/**
 * Depth-first, ids from 1 in visiting order, so ids never change between runs. A slug already
 * taken in a language gets its parent's slug appended; a clash after that is a data bug.
 */
export function flattenCategories(tree: readonly CategoryNode[]): FlatCategory[] {
  const result: FlatCategory[] = [];
  const taken = { cs: new Set<string>(), en: new Set<string>() };
  const uniqueSlug = (locale: keyof ByLocale, name: string, parent: FlatCategory | undefined) => {
    let slug = slugify(name);
    if (taken[locale].has(slug) && parent) slug = `${slug}-${parent.slugs[locale]}`;
    if (taken[locale].has(slug)) throw new Error(`Duplicate ${locale} category slug "${slug}"`);
    taken[locale].add(slug);
    return slug;
  };
  const visit = (nodes: readonly CategoryNode[], parent: FlatCategory | undefined) => {
    nodes.forEach(([cs, en, children], position) => {
      const category: FlatCategory = {
        id: result.length + 1,
        parentId: parent?.id ?? null,
        position,
        depth: parent ? parent.depth + 1 : 0,
        names: { cs, en },
        slugs: { cs: uniqueSlug('cs', cs, parent), en: uniqueSlug('en', en, parent) },
      };
      result.push(category);
      visit(children ?? [], category);
    });
  };
  visit(tree, undefined);
  return result;
}
