import { summarise, type Summary } from './stats.ts';
import type { BenchCall } from './calls.ts';

/** One request: milliseconds until the whole body arrived, and whether it was a 2xx. */
async function timed(
  base: string,
  path: string,
): Promise<{ ms: number; ok: boolean; status: number }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    headers: { 'x-locale': 'cs', 'x-currency': 'CZK' },
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.ok, status: response.status };
}

/**
 * Latency of one call, one request at a time after a warm-up; a string says why it was skipped.
 * Shared by `pnpm bench:api` and the storefront bench (`pnpm bench`).
 */
export async function measureCall(
  base: string,
  call: BenchCall,
  { warmup, requests }: { warmup: number; requests: number },
): Promise<Summary | string> {
  if (call.paths.length === 0) return 'no fixture data';
  const probe = await timed(base, call.paths[0]!);
  if (probe.status === 404) {
    const body = await (await fetch(`${base}${call.paths[0]}`)).text();
    if (body.includes('No endpoint')) return 'route not implemented yet';
  }
  for (let i = 0; i < warmup; i++) await timed(base, call.paths[i % call.paths.length]!);
  const samples: number[] = [];
  let failures = 0;
  for (let i = 0; i < requests; i++) {
    const result = await timed(base, call.paths[i % call.paths.length]!);
    samples.push(result.ms);
    if (!result.ok) failures++;
  }
  return summarise(call.name, samples, failures);
}
