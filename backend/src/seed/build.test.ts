import { describe, expect, it } from 'vitest';
import { buildDemoData } from './build.ts';
import { slugify } from './slugify.ts';

describe('demo data', () => {
  const data = buildDemoData();

  it('is the same on every build', () => {
    expect(buildDemoData()).toEqual(data);
  });

  it('has a three-level category tree of 8 top and 40+ categories', () => {
    const depth = new Map<number, number>();
    for (const { id, parentId } of data.productCategories) {
      depth.set(id ?? 0, parentId == null ? 0 : (depth.get(parentId) ?? NaN) + 1);
    }
    const depths = [...depth.values()];
    expect(depths.filter((d) => d === 0)).toHaveLength(8);
    expect(Math.max(...depths)).toBe(2);
    expect(data.productCategories.length).toBeGreaterThanOrEqual(40);
  });

  it('gives every category a cs and en name and an ASCII slug unique per language', () => {
    const slugs = data.productCategoryTranslations;
    expect(slugs).toHaveLength(data.productCategories.length * 2);
    for (const locale of ['cs', 'en']) {
      const own = slugs.filter((row) => row.locale === locale).map((row) => row.slug);
      expect(new Set(own).size).toBe(own.length);
      for (const slug of own) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('names ~20+ countries in both languages', () => {
    expect(data.countries.length).toBeGreaterThanOrEqual(20);
    expect(data.countryTranslations).toHaveLength(data.countries.length * 2);
    expect(data.countries.slice(0, 2).map((country) => country.code)).toEqual(['CZE', 'SVK']);
  });

  it('gives every menu item a title in both languages', () => {
    expect(data.menuItemTranslations).toHaveLength(data.menuItems.length * 2);
    expect(data.menus.map((menu) => menu.code)).toContain('footer_main_4');
  });
});

describe('slugify', () => {
  it.each([
    ['Příslušenství k telefonům', 'prislusenstvi-k-telefonum'],
    ["Women's clothing", 'womens-clothing'],
    ['  Žluťoučký kůň – úpěl ', 'zlutoucky-kun-upel'],
    ['Stoly a židle', 'stoly-a-zidle'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});
