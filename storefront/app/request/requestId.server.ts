import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { acceptedRequestId, requestIdHeader } from '@vitrina/contracts';

/**
 * The id of the request whose loaders and actions are running, so every back-end call they make
 * sends it and the back end's log lines carry it too (decision 271). AsyncLocalStorage, not a
 * module variable: each request sees its own id, also in shared-cache refreshes it starts.
 */
const requestIds = new AsyncLocalStorage<string>();

export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/** Runs `work` as `request`'s: server.ts's id (the caller's when well-formed), else a new one. */
export function withRequestId<T>(request: Request, work: () => T): T {
  const id = acceptedRequestId(request.headers.get(requestIdHeader)) ?? randomUUID();
  return requestIds.run(id, work);
}
