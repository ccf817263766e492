import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { limitRules } from './graphql.limits.ts';
import { doublingDocument } from './graphql.test-helpers.ts';
import { typeDefs } from './schema.graphql.ts';

describe('GraphQL limit rules', () => {
  const schema = buildSchema(typeDefs);

  it.each([22, 40, 60])(
    'refuse the fragment-doubling document at 2^%i in one linear pass',
    (levels) => {
      const document = parse(doublingDocument(levels));
      expect(doublingDocument(levels).length).toBeLessThan(2500);
      const started = performance.now();
      const errors = validate(schema, document, [...specifiedRules, ...limitRules()]);
      // 2^22 took 1.3 s with the rules that re-expanded fragments; one pass takes milliseconds.
      expect(performance.now() - started).toBeLessThan(500);
      expect(errors.map((error) => error.extensions.code)).toContain('QUERY_TOO_COSTLY');
    },
  );

  it('count depth, aliases and directives through fragments', () => {
    const document = parse(`
      query { articleCategories { ...A } }
      fragment A on ArticleCategory {
        a: _id b: _id c: _id d: _id e: _id f: _id g: _id h: _id
        master_category @include(if: true) { ...B ...B }
      }
      fragment B on ArticleCategory {
        i: _id @skip(if: false) j: _id k: _id l: _id
        master_category { master_category { master_category { master_category { master_category { master_category { _id } } } } } }
      }`);
    const codes = validate(schema, document, limitRules()).map((error) => error.extensions.code);
    expect(codes).toEqual(['QUERY_TOO_DEEP', 'TOO_MANY_ALIASES']);
  });
});
