/**
 * The request id that follows one shopper's request from the balancer through the storefront to
 * the back end and into every log line of it (docs/deployment.md, "Logs"). A caller's id is taken
 * only when it looks like one (a UUID, nginx's `$request_id`, a tracer's id): anything else would
 * let a client write what it likes into the logs, so it is replaced by a new one.
 */
export const requestIdHeader = 'x-request-id';

const wellFormed = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** The caller's id when well-formed, else undefined (the server then makes its own). */
export function acceptedRequestId(value: string | readonly string[] | undefined | null) {
  const text = typeof value === 'string' ? value : undefined;
  return text && wellFormed.test(text) ? text : undefined;
}
