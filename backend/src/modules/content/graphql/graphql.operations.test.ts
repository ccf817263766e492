import { graphqlOperations } from '@vitrina/contracts';
import type { GraphqlOperation } from '@vitrina/contracts/content';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { limitRules } from './graphql.limits.ts';
import { typeDefs } from './schema.graphql.ts';

/** Every operation of the contracts' one list (objects with a name, a document and two schemas). */
const operations: readonly GraphqlOperation<z.ZodType, z.ZodType>[] = graphqlOperations;

describe('contract GraphQL operations', () => {
  const schema = buildSchema(typeDefs);

  it('covers the queries of spec §7', () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
    expect(new Set(operations.map((operation) => operation.name)).size).toBe(operations.length);
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s validates against the server schema within the limits',
    (_, operation) => {
      const document = parse(operation.document);
      const rules = [...specifiedRules, ...limitRules()];
      expect(validate(schema, document, rules).map((error) => error.message)).toEqual([]);
      const names = document.definitions.flatMap((definition) =>
        definition.kind === 'OperationDefinition' ? [definition.name?.value] : [],
      );
      expect(names).toEqual([operation.name]);
    },
  );
});
