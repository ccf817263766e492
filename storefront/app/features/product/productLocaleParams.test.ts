import { describe, expect, it } from 'vitest';
import { productLocaleParams } from './productLocaleParams.ts';

describe('productLocaleParams', () => {
  it('names the slug of each language', () => {
    expect(productLocaleParams({ slugs: { cs: 'modre-triko', en: 'blue-shirt' } })).toEqual({
      cs: { slug: 'modre-triko' },
      en: { slug: 'blue-shirt' },
    });
  });

  it('leaves out a language the product has no slug in', () => {
    expect(productLocaleParams({ slugs: { cs: 'modre-triko', en: '' } })).toEqual({
      cs: { slug: 'modre-triko' },
    });
    expect(productLocaleParams({ slugs: { cs: 'modre-triko' } })).toEqual({
      cs: { slug: 'modre-triko' },
    });
  });
});
