import { describe, expect, it } from 'vitest';
import { acceptedRequestId } from './request-id.ts';

describe('acceptedRequestId', () => {
  it('takes a UUID, nginx’s hex id and a tracer’s dotted id', () => {
    for (const id of [
      '3f2b8c1e-6a4d-4f0e-9c1b-2d7e5a9f0b11',
      'a5c2f0e9d1b34c7a8e6f4d2c1b0a9e8f',
      'trace.1a2b3c4d:span-9',
    ])
      expect(acceptedRequestId(id)).toBe(id);
  });

  it('refuses what would write a client’s text into the logs', () => {
    for (const id of [
      undefined,
      '',
      'short',
      'x'.repeat(129),
      'has space-1234',
      'line\nbreak-1234',
      'nul\u0000byte-1234',
      '-leading-dash-1234',
      '{"json":"injection"}',
    ])
      expect(acceptedRequestId(id)).toBeUndefined();
    // Node joins a repeated header with ", ", an array only for set-cookie: never one id.
    expect(acceptedRequestId(['a5c2f0e9d1b34c7a', 'b5c2f0e9d1b34c7a'])).toBeUndefined();
  });
});
