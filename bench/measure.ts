import { request } from 'node:http';
import autocannon from 'autocannon';

export interface Probe {
  status: number;
  /** Bytes on the wire (compressed when the server compressed). */
  bytes: number;
  encoding: string | null;
  cacheControl: string | null;
  body: Buffer;
}

/** One GET as a browser asks (gzip and brotli accepted), returning the raw bytes. */
export function probe(url: string, headers: Record<string, string> = {}): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip, br', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          bytes: body.length,
          encoding: (res.headers['content-encoding'] as string | undefined) ?? null,
          cacheControl: (res.headers['cache-control'] as string | undefined) ?? null,
          body,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** autocannon with the bench's settings: N connections for `seconds`, gzip accepted. */
export async function load(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Load> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip', ...headers },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
