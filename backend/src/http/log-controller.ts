import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { probePaths } from './lifecycle.ts';

/**
 * One line per request instead of Fastify's two JSON objects: the message reads
 * `GET /api/v1/globals 200 4ms`, the fields say it for a log platform's queries (with the
 * request's `reqId`). Balancers' probes are not logged.
 */
export class ConciseLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    _error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const route = request.routeOptions.url;
    if (route && probePaths.has(route)) return;
    const ms = Math.round(reply.elapsedTime);
    request.log.info(
      { method: request.method, route, statusCode: reply.statusCode, ms },
      `${request.method} ${request.url} ${reply.statusCode} ${ms}ms`,
    );
  }
}
