import {
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

// Errors come from yoga's `createGraphQLError`: yoga and this file may load different copies of
// `graphql` (ESM vs CJS under the test runner), and yoga masks errors of a copy it does not know.

/** Limits that keep one request cheap; the storefront's own operations stay well inside them. */
export const graphqlLimits = {
  /** Nesting of selections, fragments expanded (the deepest storefront query has 5). */
  maxDepth: 8,
  /** Aliased fields per operation: aliases are how one request would multiply its own cost. */
  maxAliases: 15,
  /** Lexical tokens per document, checked while parsing (before any work is done). */
  maxTokens: 2000,
  /** Request body bytes. */
  maxBodyBytes: 32 * 1024,
};

function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth: number;
    if (selection.kind === Kind.FIELD) {
      // Introspection meta fields (`__typename`) cost nothing.
      if (selection.name.value.startsWith('__') && !selection.selectionSet) continue;
      depth = 1 + depthOf(selection.selectionSet, fragments, visiting);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = depthOf(selection.selectionSet, fragments, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A fragment cycle is reported by the standard NoFragmentCycles rule.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      depth = depthOf(fragment.selectionSet, fragments, visiting);
      visiting.delete(name);
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

function fragmentsOf(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  return fragments;
}

export function maxDepthRule(maxDepth: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const depth = depthOf(operation.selectionSet, fragmentsOf(context), new Set());
      if (depth > maxDepth) {
        context.reportError(
          createGraphQLError(`Query depth ${depth} exceeds the limit of ${maxDepth}`, {
            nodes: [operation],
            extensions: { code: 'QUERY_TOO_DEEP' },
          }),
        );
      }
    },
  });
}

function aliasesIn(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!selectionSet) return 0;
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      total += (selection.alias ? 1 : 0) + aliasesIn(selection.selectionSet, fragments, visiting);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      total += aliasesIn(selection.selectionSet, fragments, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      // A fragment spread twice counts twice: each spread executes its aliases again.
      total += aliasesIn(fragment.selectionSet, fragments, visiting);
      visiting.delete(name);
    }
  }
  return total;
}

export function maxAliasesRule(maxAliases: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const aliases = aliasesIn(operation.selectionSet, fragmentsOf(context), new Set());
      if (aliases > maxAliases) {
        context.reportError(
          createGraphQLError(`${aliases} aliases exceed the limit of ${maxAliases}`, {
            nodes: [operation],
            extensions: { code: 'TOO_MANY_ALIASES' },
          }),
        );
      }
    },
  });
}

/** No `__schema` / `__type` (introspection) — used in production. */
export const noIntrospectionRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  Field(field) {
    const name = field.name.value;
    if (name === '__schema' || name === '__type') {
      context.reportError(
        createGraphQLError(`Introspection is disabled (${name})`, {
          nodes: [field],
          extensions: { code: 'INTROSPECTION_DISABLED' },
        }),
      );
    }
  },
});
