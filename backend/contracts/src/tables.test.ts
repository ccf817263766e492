import { describe, expect, it } from 'vitest';
import * as content from './content/index.ts';
import { endpoints, graphqlOperations } from './index.ts';
import * as store from './store/index.ts';

/** Exports named like `…Endpoints` (a resource's calls) or `…Operation` (one GraphQL query). */
const exported = (side: Record<string, unknown>, suffix: string) =>
  Object.entries(side).flatMap(([name, value]) => (name.endsWith(suffix) ? [value] : []));

describe('the endpoint table', () => {
  it('keys every endpoint by its own name', () => {
    for (const [key, endpoint] of Object.entries(endpoints)) expect(endpoint.name).toBe(key);
  });

  it("gathers every resource's calls of both sides, none shadowed by another", () => {
    const groups = [...exported(store, 'Endpoints'), ...exported(content, 'Endpoints')].filter(
      (group) => group !== content.binaryEndpoints,
    ) as Record<string, unknown>[];
    const names = groups.flatMap((group) => Object.keys(group));
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(endpoints).sort());
  });
});

describe('the GraphQL operation list', () => {
  it('holds every operation the content side exports, each name once', () => {
    const operations = exported(content, 'Operation').filter(
      (value) => typeof value === 'object' && value !== null && 'document' in value,
    );
    expect(new Set(graphqlOperations)).toEqual(new Set(operations));
    const names = graphqlOperations.map((operation) => operation.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
