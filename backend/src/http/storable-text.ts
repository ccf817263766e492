import { errorEnvelope } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import { isStorableText, unstorableTextTitle } from '../core/storable-text.ts';

interface Step {
  key: string;
  parent?: Step;
}

function pathOf(step: Step | undefined): string {
  const keys: string[] = [];
  for (let at = step; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Path of the first unstorable string (in document order) (a value or an object key) inside a parsed request part, as
 * `street`, `items.0.name`; undefined when all of it is storable. Iterative, and each entry only
 * links to its parent, so a deeply nested JSON body costs neither stack nor quadratic time.
 */
export function findUnstorableText(root: unknown): string | undefined {
  const pending: { value: unknown; step?: Step }[] = [{ value: root }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, step } = item;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return pathOf(step);
    } else if (Array.isArray(value)) {
      // Pushed last to first, so that the first bad value in document order is the one named.
      for (let index = value.length - 1; index >= 0; index--) {
        pending.push({ value: value[index], step: { key: `${index}`, parent: step } });
      }
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      if (entries.some(([key]) => !isStorableText(key))) return pathOf({ key: '?', parent: step });
      for (const [key, entry] of entries.reverse())
        pending.push({ value: entry, step: { key, parent: step } });
    }
  }
  return undefined;
}

/**
 * One hook for every route, present and future: path parameters, query and JSON body are checked
 * before any schema or handler sees them, so no endpoint has to remember it.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorableText(part);
      if (field === undefined) continue;
      return reply
        .code(400)
        .send(
          errorEnvelope([
            { ...(field ? { field } : {}), title: unstorableTextTitle, code: 'validation_failed' },
          ]),
        );
    }
  });
}
