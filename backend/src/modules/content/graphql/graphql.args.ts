import { createGraphQLError } from 'graphql-yoga';

/** A caller mistake in arguments: reported as a GraphQL error with code BAD_USER_INPUT. */
export function badInput(argument: string, message: string): Error {
  return createGraphQLError(`${argument}: ${message}`, {
    extensions: { code: 'BAD_USER_INPUT', argument },
  });
}

export function intInRange(argument: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badInput(argument, `expected an integer from ${min} to ${max}`);
  }
  return value;
}

/** An `ID` argument naming a database row: a positive 32-bit integer. */
export function rowId(argument: string, value: string): number {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw badInput(argument, 'expected a positive integer id');
  }
  return id;
}

/** Slugs and short search strings: bounded so a lookup never carries a huge parameter. */
export function text(argument: string, value: string, max = 255, min = 1): string {
  const trimmed = value.trim();
  if (trimmed.length < min || trimmed.length > max) {
    throw badInput(argument, `expected ${min} to ${max} characters`);
  }
  return trimmed;
}
