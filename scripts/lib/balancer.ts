/**
 * A small HTTP load balancer for the scaled stack (`pnpm stack:scaled`, decision 231): round robin
 * over the upstreams that pass their health check, an upstream whose connection fails taken out
 * of rotation at once (and back when its check passes again), and a GET or HEAD whose upstream
 * fails before its answer is complete tried once more on another upstream. Other methods are
 * streamed through and never repeated (their body is not kept, and repeating a POST could place
 * an order twice): their failure answers 502.
 *
 * GET and HEAD answers are kept until complete (up to `bufferLimitBytes`, then streamed) so that
 * a process dying mid-answer costs a retry, not a broken page; the price is that a streamed
 * page's shell reaches the client only with its end. A production front (nginx, a CDN, a cloud
 * balancer) replaces this; it exists to prove the processes can be killed one at a time.
 * Answers name the process that served them in `X-Vitrina-Upstream`.
 */
import http from 'node:http';

export interface BalancerOptions {
  /** Base URLs of the upstreams, e.g. `http://127.0.0.1:3411`. */
  upstreams: string[];
  /** Answers 2xx when the upstream can serve: `/healthz` (storefront), `/health` (back end). */
  healthPath: string;
  /** Between two health checks of an upstream (default 1 s). */
  intervalMs?: number;
  /** A health check slower than this fails (default 3 s). */
  checkTimeoutMs?: number;
  /** An upstream that sends no answer within this is given up: 504 (default 60 s). */
  upstreamTimeoutMs?: number;
  /** GET and HEAD answers up to this size are kept until complete (default 4 MiB). */
  bufferLimitBytes?: number;
  /** Added to X-Forwarded-Proto; default `http`. */
  protocol?: 'http' | 'https';
  log?: (line: string) => void;
}

interface Upstream {
  url: URL;
  healthy: boolean;
}

export interface Balancer {
  /** Listens; resolves with the port (0 picks a free one). */
  listen(port: number, host?: string): Promise<number>;
  /** Which upstreams are in rotation now. */
  status(): { url: string; healthy: boolean }[];
  /**
   * Requests answered on a second upstream after the first failed, and requests that failed
   * (answered 502 or cut off mid-answer); clients that left are neither.
   */
  counts(): { retried: number; failed: number };
  /** Stops the health checks and the server; running requests finish. */
  close(): Promise<void>;
}

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function withoutHopByHop(headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => !hopByHop.has(name) && value !== undefined),
  );
}

/** The upstream failed before its answer was complete: another may serve a repeatable request. */
class UpstreamFailure extends Error {
  /** On a kept-alive connection the upstream may just have closed: no sign that it is down. */
  readonly reusedConnection: boolean;
  constructor(message: string, reusedConnection: boolean) {
    super(message);
    this.reusedConnection = reusedConnection;
  }
}

export function createBalancer(options: BalancerOptions): Balancer {
  const upstreams: Upstream[] = options.upstreams.map((url) => ({
    url: new URL(url),
    healthy: true,
  }));
  const intervalMs = options.intervalMs ?? 1000;
  const checkTimeoutMs = options.checkTimeoutMs ?? 3000;
  const upstreamTimeoutMs = options.upstreamTimeoutMs ?? 60_000;
  const bufferLimit = options.bufferLimitBytes ?? 4 * 1024 * 1024;
  const log = options.log ?? ((line: string) => console.log(line));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  // A request that is never repeated gets a connection of its own: a kept-alive one that the
  // upstream closes just as it is reused would fail it for nothing.
  const freshAgent = new http.Agent({ keepAlive: false });
  let next = 0;
  const counts = { retried: 0, failed: 0 };

  function mark(upstream: Upstream, healthy: boolean, why: string) {
    if (upstream.healthy === healthy) return;
    upstream.healthy = healthy;
    log(
      `[balancer] ${upstream.url.host} ${healthy ? 'back in rotation' : `out of rotation (${why})`}`,
    );
  }

  /** The next upstream in turn that is in rotation and not already tried; any when none is. */
  function pick(tried: Set<Upstream>): Upstream | undefined {
    const untried = upstreams.filter((upstream) => !tried.has(upstream));
    const candidates = untried.filter((upstream) => upstream.healthy);
    const from = candidates.length > 0 ? candidates : untried;
    if (from.length === 0) return undefined;
    next = (next + 1) % Number.MAX_SAFE_INTEGER;
    return from[next % from.length];
  }

  async function check(upstream: Upstream): Promise<void> {
    try {
      const answer = await fetch(new URL(options.healthPath, upstream.url), {
        signal: AbortSignal.timeout(checkTimeoutMs),
      });
      await answer.body?.cancel();
      mark(upstream, answer.ok, `health check answered ${answer.status}`);
    } catch (error) {
      mark(upstream, false, `health check failed: ${(error as Error).message}`);
    }
  }
  let checking = false;
  const checks = setInterval(() => {
    if (checking) return;
    checking = true;
    void Promise.all(upstreams.map(check)).finally(() => (checking = false));
  }, intervalMs);
  checks.unref();

  function forwardedHeaders(request: http.IncomingMessage): http.OutgoingHttpHeaders {
    const headers = withoutHopByHop(request.headers);
    const peer = request.socket.remoteAddress ?? '';
    const before = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = before ? `${before}, ${peer}` : peer;
    headers['x-forwarded-proto'] =
      request.headers['x-forwarded-proto'] ?? options.protocol ?? 'http';
    return headers;
  }

  /**
   * One attempt on one upstream. A repeatable request's answer is kept until complete (or past
   * the buffer limit) and only then sent, so a failure before that throws UpstreamFailure with
   * nothing sent to the client.
   */
  function attempt(
    upstream: Upstream,
    request: http.IncomingMessage,
    response: http.ServerResponse,
    repeatable: boolean,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      let committed = false;
      const outgoing = http.request(
        {
          protocol: upstream.url.protocol,
          hostname: upstream.url.hostname,
          port: upstream.url.port,
          method: request.method,
          path: request.url,
          headers: forwardedHeaders(request),
          agent: repeatable ? agent : freshAgent,
          timeout: upstreamTimeoutMs,
        },
        (answer) => {
          const headers = withoutHopByHop(answer.headers);
          // Which process answered: for the scaled stack's checks and for debugging.
          headers['x-vitrina-upstream'] = upstream.url.host;
          const status = answer.statusCode ?? 502;
          const chunks: Buffer[] = [];
          let size = 0;
          const commit = () => {
            committed = true;
            response.writeHead(status, answer.statusMessage, headers);
            for (const chunk of chunks) response.write(chunk);
            chunks.length = 0;
          };
          if (!repeatable) commit();
          answer.on('data', (chunk: Buffer) => {
            if (committed) {
              response.write(chunk);
              return;
            }
            chunks.push(chunk);
            size += chunk.length;
            if (size > bufferLimit) commit();
          });
          answer.on('end', () => {
            if (!committed) {
              if (request.method !== 'HEAD' && status !== 204 && status !== 304)
                headers['content-length'] = String(size);
              commit();
            }
            response.end();
            resolve();
          });
          answer.on('error', (error) => fail(error));
          answer.on('close', () => {
            if (!answer.complete) fail(new Error('upstream closed the answer before its end'));
          });
        },
      );
      const fail = (error: Error) => {
        if (!committed) return reject(new UpstreamFailure(error.message, outgoing.reusedSocket));
        // Part of the answer is out: all that is left is to cut the client off.
        counts.failed += 1;
        response.destroy(error);
        resolve();
      };
      outgoing.on('timeout', () => outgoing.destroy(new Error('upstream timed out')));
      outgoing.on('error', fail);
      response.on('close', () => {
        if (!response.writableFinished) outgoing.destroy();
      });
      if (repeatable) outgoing.end();
      else request.pipe(outgoing);
    });
  }

  const server = http.createServer(async (request, response) => {
    const repeatable = request.method === 'GET' || request.method === 'HEAD';
    const tried = new Set<Upstream>();
    let clientGone = false;
    response.on('close', () => {
      if (!response.writableFinished) clientGone = true;
    });
    for (let round = 0; round < (repeatable ? 2 : 1); round++) {
      const upstream = pick(tried);
      if (!upstream) break;
      tried.add(upstream);
      try {
        await attempt(upstream, request, response, repeatable);
        if (round > 0) counts.retried += 1;
        return;
      } catch (error) {
        // The client left (a killed process, an abandoned call): cutting its upstream request off
        // is no failure of the upstream.
        if (clientGone || response.destroyed) return;
        // A new connection failed: out of rotation until its health check passes again.
        if (!(error instanceof UpstreamFailure && error.reusedConnection))
          mark(upstream, false, (error as Error).message);
      }
    }
    counts.failed += 1;
    if (!response.headersSent) {
      response.writeHead(502, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
    }
    response.end('Bad Gateway');
  });
  server.keepAliveTimeout = 65_000;

  return {
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    status: () => upstreams.map(({ url, healthy }) => ({ url: url.href, healthy })),
    counts: () => ({ ...counts }),
    close: () =>
      new Promise((resolve) => {
        clearInterval(checks);
        server.close(() => resolve());
        server.closeIdleConnections();
        agent.destroy();
        freshAgent.destroy();
      }),
  };
}
