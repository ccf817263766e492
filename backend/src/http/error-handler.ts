import { errorEnvelope, type ApiError } from '@vitrina/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../core/errors.ts';

const byStatus: Record<number, ApiError['code']> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
};

/** `/perPage` or `/address/street` → `perPage`, `address.street`; the root has no field. */
function fieldOf(instancePath: string): string | undefined {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || undefined;
}

function toFailure(error: unknown): { status: number; errors: ApiError[] } {
  if (error instanceof AppError) return { status: error.status, errors: error.errors };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      field: fieldOf(issue.instancePath),
      title: issue.message ?? 'Invalid value',
      code: 'validation_failed' as const,
    }));
    return { status: 400, errors };
  }
  const { statusCode, code, message } = error as Partial<FastifyError>;
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    // Fastify's own 4xx (bad JSON, wrong content type, body too large) carry safe messages.
    const title = code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'Malformed JSON body' : message;
    return {
      status: statusCode,
      errors: [
        { title: title || 'Bad request', code: byStatus[statusCode] ?? 'validation_failed' },
      ],
    };
  }
  return { status: 500, errors: [{ title: 'Internal server error', code: 'internal_error' }] };
}

/** Every failure, including unknown routes, answers with the one error envelope. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, errors } = toFailure(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(errorEnvelope(errors));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const title = `No endpoint ${request.method} ${path.slice(0, 200)}`;
    return reply.code(404).send(errorEnvelope([{ title, code: 'not_found' }]));
  });
}

/**
 * Fastify's own early refusals (a path parameter over 100 characters → 414, a malformed URL → 400)
 * happen before any route or error handler; the `frameworkErrors` option routes them here so
 * they answer the envelope too.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { statusCode } = error;
  const status = statusCode && statusCode >= 400 && statusCode < 500 ? statusCode : 400;
  const title = error.message || 'Bad request';
  void reply.code(status).send(errorEnvelope([{ title, code: 'validation_failed' }]));
}
