import {
  contentBlockTypes,
  richTextMarkTypes,
  richTextNodeTypes,
} from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import { buildContentData } from './content.ts';

const types = (value: unknown, found = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) for (const item of value) types(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.type === 'string') found.add(record.type);
    for (const child of Object.values(record)) types(child, found);
  }
  return found;
};

describe('content seed', () => {
  const data = buildContentData();

  it('is deterministic', () => {
    expect(JSON.stringify(buildContentData())).toBe(JSON.stringify(data));
  });

  it('has a content page using every block type, rich-text node and mark in both languages', () => {
    for (const locale of ['cs', 'en']) {
      const showcase = data.contentPageTranslations.find(
        (row) => row.locale === locale && row.contentBlocks && row.contentBlocks.length > 0,
      );
      const found = types(showcase?.contentBlocks);
      for (const type of [...contentBlockTypes, ...richTextNodeTypes, ...richTextMarkTypes]) {
        expect(found, `${locale} ${type}`).toContain(type);
      }
    }
  });

  it('has at least 30 articles with categories, tags and authors, some scheduled', () => {
    expect(data.articles.length).toBeGreaterThanOrEqual(30);
    expect(data.articles.every((row) => row.categoryId && row.authorId)).toBe(true);
    const tagged = new Set(data.articleTagLinks.map((link) => link.articleId));
    expect(tagged.size).toBe(data.articles.length);
    const future = data.articles.filter((row) => row.datePublished > new Date());
    expect(future.length).toBeGreaterThanOrEqual(2);
    expect(data.articleTranslations).toHaveLength(data.articles.length * 2);
  });

  it('has at least 10 branches with GPS, opening hours, services and employees', () => {
    expect(data.shopBranches.length).toBeGreaterThanOrEqual(10);
    for (const branch of data.shopBranches) {
      expect(branch.openingHours).toHaveLength(7);
      expect(data.shopBranchEmployees.some((e) => e.branchId === branch.id)).toBe(true);
    }
    expect(data.shopBranchTranslations.every((row) => (row.services ?? []).length > 0)).toBe(true);
    expect(data.shopBranches.filter((branch) => branch.isPrimary)).toHaveLength(1);
  });

  it('has terms, banners (one disabled), info boxes (one without colour) and FAQ in cs and en', () => {
    expect(data.termTranslations).toHaveLength(data.terms.length * 2);
    expect(data.wideBanners.some((banner) => banner.enabled === false)).toBe(true);
    expect(data.infoBoxes.filter((box) => box.boxColor === null)).toHaveLength(1);
    expect(data.faqQuestionTranslations).toHaveLength(data.faqQuestions.length * 2);
    expect(data.contentConfigurationTranslations.map((row) => row.locale)).toEqual(['cs', 'en']);
  });
});
