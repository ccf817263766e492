import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** One line per request (`GET /api/v1/globals 200 4ms`) instead of Fastify's two JSON objects. */
export class ConciseLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    _error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = Math.round(reply.elapsedTime);
    request.log.info(`${request.method} ${request.url} ${reply.statusCode} ${ms}ms`);
  }
}
