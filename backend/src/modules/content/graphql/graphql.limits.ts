import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { ASTVisitor, GraphQLError, ValidationContext, ValidationRule } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { isStorableText, unstorableTextTitle } from '../../../core/storable-text.ts';

// Errors come from yoga's `createGraphQLError`: yoga and this file may load different copies of
// `graphql` (ESM vs CJS under the test runner, and graphql-armor loads the CJS one), and yoga masks
// errors of a copy it does not know.

/** Limits that keep one request cheap; the storefront's own operations stay well inside them. */
export const graphqlLimits = {
  /** Nesting of selections, fragments expanded (the deepest storefront query has 5). */
  maxDepth: 8,
  /** Aliased fields per operation: aliases are how one request would multiply its own cost. */
  maxAliases: 15,
  /** Directives per operation (`@include`, `@skip`), fragments expanded. */
  maxDirectives: 20,
  /** Lexical tokens per document, checked while parsing (before any work is done). */
  maxTokens: 2000,
  /**
   * graphql-armor's cost: 1 per scalar, 2 per object, each level ×1.5, fragments expanded. The
   * costliest storefront operation stays far below (graphql.operations.test.ts prints them).
   */
  maxCost: 3000,
  /** Request body bytes. */
  maxBodyBytes: 32 * 1024,
};

/**
 * graphql-armor's rules report through the validation context instead of throwing, with a code
 * the caller can read. Each rule memoises the figure of a fragment once it has walked it, so a
 * document whose fragments spread each other twice per level costs one pass over the document
 * (its figure still doubles per level, and the limit refuses it) — issue 10.
 */
const armorReport = (code: string) => ({
  propagateOnRejection: false,
  exposeLimits: true,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(
        createGraphQLError(error.message.replace(/^Syntax Error: /, ''), {
          extensions: { code },
        }),
      ),
  ],
});

/** The depth, alias, directive and cost rules, in the order they report. */
export function limitRules(limits = graphqlLimits): ValidationRule[] {
  return [
    maxDepthRule({ n: limits.maxDepth, flattenFragments: true, ...armorReport('QUERY_TOO_DEEP') }),
    maxAliasesRule({ n: limits.maxAliases, ...armorReport('TOO_MANY_ALIASES') }),
    maxDirectivesRule({ n: limits.maxDirectives, ...armorReport('TOO_MANY_DIRECTIVES') }),
    costLimitRule({
      maxCost: limits.maxCost,
      flattenFragments: true,
      ...armorReport('QUERY_TOO_COSTLY'),
    }),
  ] as ValidationRule[];
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

/**
 * String literals in the document that PostgreSQL cannot store (NUL, unpaired surrogates) are a
 * validation error, so they never reach a resolver. Variables are JSON body values, refused before
 * this by the HTTP boundary (storable-text.ts).
 */
export const storableTextRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  StringValue(node) {
    if (isStorableText(node.value)) return;
    context.reportError(
      createGraphQLError(unstorableTextTitle, {
        nodes: [node],
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    );
  },
});
