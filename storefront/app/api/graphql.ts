import { endpoints } from '@vitrina/contracts';
import { GraphqlRequestError, type GraphqlOperation } from '@vitrina/contracts/content';
import type { z } from 'zod';
import type { ApiClient } from './apiClient.ts';

/**
 * Sends one content GraphQL operation through the request's API client (its headers, its abort
 * signal) and parses `data` with the operation's result schema; GraphQL errors throw.
 */
export async function runOperation<V extends z.ZodType, R extends z.ZodType>(
  api: ApiClient,
  operation: GraphqlOperation<V, R>,
  variables: z.input<V>,
): Promise<z.output<R>> {
  const answer = await api.call(endpoints.contentGraphql, {
    body: {
      query: operation.document,
      variables: operation.variables.parse(variables) as Record<string, unknown>,
      operationName: operation.name,
    },
  });
  if (answer.errors?.length || !answer.data) {
    throw new GraphqlRequestError(200, answer.errors ?? []);
  }
  return operation.result.parse(answer.data);
}
