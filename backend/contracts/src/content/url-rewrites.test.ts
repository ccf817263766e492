import { describe, expect, it } from 'vitest';
import {
  redirectQuery,
  redirectSchema,
  urlRewriteQuery,
  urlRewriteSchema,
} from './url-rewrites.ts';

describe('url rewrite contract', () => {
  it('accepts a slug in only one language', () => {
    const body = { type: 'branch', page_meta: { slug: { cs: 'praha' } } };
    expect(urlRewriteSchema.parse(body)).toEqual(body);
  });
  it('rejects an unknown type and an unknown lang', () => {
    expect(urlRewriteSchema.safeParse({ type: 'product', page_meta: { slug: {} } }).success).toBe(
      false,
    );
    expect(urlRewriteQuery.safeParse({ lang: 'de', path: '/x' }).success).toBe(false);
  });
  it('requires a non-blank path', () => {
    expect(urlRewriteQuery.safeParse({ lang: 'cs' }).success).toBe(false);
    expect(redirectQuery.safeParse({ path: '  ' }).success).toBe(false);
    expect(redirectQuery.parse({ path: ' /old ' })).toEqual({ path: '/old' });
  });
});

describe('redirect contract', () => {
  it.each([
    { redirectPath: '/kosik', status: 301 },
    { redirectPath: null, status: 410 },
    { redirectPath: null, status: null },
  ])('accepts %j', (body) => {
    expect(redirectSchema.parse(body)).toEqual(body);
  });
  it('rejects other statuses', () => {
    expect(redirectSchema.safeParse({ redirectPath: '/x', status: 302 }).success).toBe(false);
  });
});
