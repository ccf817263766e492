import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { acceptedRequestId, requestIdHeader } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Fastify's options for the request id (decision 271): the caller's `X-Request-Id` (the
 * storefront's, the balancer's) when well-formed, else a new one; Fastify puts it as `reqId` on
 * every log line of the request.
 */
export const requestIdOptions = {
  requestIdHeader: false as const,
  genReqId: (request: IncomingMessage) =>
    acceptedRequestId(request.headers[requestIdHeader]) ?? randomUUID(),
};

/** The id is answered back, so a shopper's error report or a client's log can name it. */
export function answerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
}
