import type { FastifyInstance } from 'fastify';

/**
 * `?ids=&slugs=x` means "no ids": HTML forms and the spec's own literal examples send empty optional
 * parameters, so an empty value (or an empty item of a repeated one) is dropped before the schemas
 * see it. A required parameter sent empty then fails as missing, naming the field.
 */
export function withoutEmptyValues(query: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const present = Array.isArray(value) ? value.filter((item) => item !== '') : value;
    if (present === '' || (Array.isArray(present) && present.length === 0)) continue;
    kept[key] = Array.isArray(present) && present.length === 1 ? present[0] : present;
  }
  return kept;
}

export function treatEmptyQueryValuesAsAbsent(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.query && typeof request.query === 'object')
      request.query = withoutEmptyValues(request.query as Record<string, unknown>);
  });
}
