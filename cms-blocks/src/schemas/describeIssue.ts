import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** What a JSON value is, in an editor's words. */
export function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return value === '' ? 'empty text' : 'text';
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value}`;
  return 'an object';
}

const expectedWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

function expected(issue: Issue): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  return expectedWords[issue.expected] ?? issue.expected;
}

/**
 * The most telling issue of a failed union: a branch that got further (an issue deeper in the
 * value) says more than "none of the types matched".
 */
function deepestBranchIssue(issue: Extract<Issue, { code: 'invalid_union' }>): Issue | undefined {
  const branchIssues = issue.errors.flat();
  const deepest = Math.max(0, ...branchIssues.map((branch) => branch.path.length));
  return deepest > 0 ? branchIssues.find((branch) => branch.path.length === deepest) : undefined;
}

export interface DescribedIssue {
  /** Path inside the value the issue is about, relative to the issue's own path. */
  subPath: readonly PropertyKey[];
  message: string;
}

/**
 * A Zod issue as a sentence an editor can act on ("Expected text, got the number 42"), instead
 * of Zod's terse defaults such as "Invalid input". `value` is the value at the issue's path.
 */
export function describeIssue(issue: Issue, value: unknown): DescribedIssue {
  const got = kindOf(value);
  switch (issue.code) {
    case 'invalid_type':
      return { subPath: [], message: `Expected ${expected(issue)}, got ${got}.` };
    case 'invalid_union': {
      const deeper = deepestBranchIssue(issue);
      if (deeper) {
        const inner = deeper.path.reduce<unknown>(
          (current, key) =>
            current !== null && typeof current === 'object'
              ? (current as Record<PropertyKey, unknown>)[key]
              : undefined,
          value,
        );
        const described = describeIssue(deeper, inner);
        return { subPath: [...deeper.path, ...described.subPath], message: described.message };
      }
      const words = issue.errors.flat().flatMap((branch) => expected(branch) ?? []);
      if (words.length > 0) {
        return {
          subPath: [],
          message: `Expected ${[...new Set(words)].join(' or ')}, got ${got}.`,
        };
      }
      return { subPath: [], message: `This ${got} does not fit here.` };
    }
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) {
        return { subPath: [], message: 'Must not be empty.' };
      }
      return { subPath: [], message: `Too small: at least ${String(issue.minimum)}.` };
    case 'too_big':
      return { subPath: [], message: `Too big: at most ${String(issue.maximum)}.` };
    case 'invalid_value':
      return {
        subPath: [],
        message: `Got ${JSON.stringify(value)}; expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`,
      };
    default:
      return { subPath: [], message: issue.message };
  }
}
