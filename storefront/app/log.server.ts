import { pino } from 'pino';

/**
 * The storefront's log: one JSON object per line on stdout, as the back end's (pino, the same
 * fields: `level`, `time`, `msg`, a request's `reqId`), so one log platform reads both. LOG_LEVEL
 * (default info). Not request state: a line of a request names it with `reqId`.
 */
export const log = pino({ level: process.env.LOG_LEVEL || 'info', base: null });
