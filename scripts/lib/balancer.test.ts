import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBalancer, type Balancer } from './balancer.ts';

/** An upstream that names itself in every answer and can die on demand. */
interface Upstream {
  name: string;
  url: string;
  posts: number;
  /** Kills it as a crash would: no new connections, open ones cut. */
  kill(): Promise<void>;
  /** From now on, answers a GET with half its body and then cuts the connection. */
  breakMidAnswer(): void;
}

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((thing) => thing.close()));
});

async function upstream(name: string, port = 0): Promise<Upstream> {
  let broken = false;
  const state = { posts: 0 };
  const server = http.createServer((request, response) => {
    if (request.url === '/healthz') return void response.end('ok');
    if (request.method === 'POST') state.posts += 1;
    if (request.url === '/slow') return void setTimeout(() => response.end('late'), 1000);
    if (broken) {
      response.writeHead(200, { 'content-length': '1000' });
      response.write('half');
      setImmediate(() => request.socket.destroy());
      return;
    }
    // Small chunks apart, so a kill can land in the middle of an answer.
    response.writeHead(200, { 'content-type': 'text/plain', 'x-upstream': name });
    response.write(`${name} `);
    setImmediate(() => response.end(`answered ${request.method} ${request.url}`));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  started.push({ close });
  return {
    name,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get posts() {
      return state.posts;
    },
    kill: close,
    breakMidAnswer: () => (broken = true),
  };
}

async function balancerOver(
  upstreams: Upstream[],
  intervalMs = 100,
): Promise<{ balancer: Balancer; url: string }> {
  const balancer = createBalancer({
    upstreams: upstreams.map((one) => one.url),
    healthPath: '/healthz',
    intervalMs,
    log: () => {},
  });
  started.push(balancer);
  const port = await balancer.listen(0);
  return { balancer, url: `http://127.0.0.1:${port}` };
}

describe('the scaled stack’s balancer', () => {
  it('takes turns between the upstreams', async () => {
    const [a, b] = await Promise.all([upstream('a'), upstream('b')]);
    const { url } = await balancerOver([a, b]);
    const names = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const answer = await fetch(`${url}/page`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(/answered GET \/page$/);
      names.add(answer.headers.get('x-upstream') ?? '');
    }
    expect(names).toEqual(new Set(['a', 'b']));
  });

  it('keeps answering every GET while one upstream dies under load', async () => {
    const [a, b] = await Promise.all([upstream('a'), upstream('b')]);
    const { balancer, url } = await balancerOver([a, b]);
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const client = async () => {
      while (running) {
        try {
          const answer = await fetch(`${url}/page?n=${answered}`);
          const body = await answer.text();
          if (answer.status !== 200 || !/answered GET/.test(body))
            failures.push(`${answer.status} ${body}`);
          answered += 1;
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await vi.waitFor(() => expect(answered).toBeGreaterThan(50), { timeout: 30_000 });
    await a.kill();
    const atKill = answered;
    await vi.waitFor(() => expect(answered).toBeGreaterThan(atKill + 200), { timeout: 30_000 });
    running = false;
    await Promise.all(clients);
    expect(failures).toEqual([]);
    expect(balancer.counts().failed).toBe(0);
    expect(balancer.status().find((one) => one.url.startsWith(a.url))?.healthy).toBe(false);
  });

  it('repeats a GET cut mid-answer on the other upstream, never a POST', async () => {
    const [a, b] = await Promise.all([upstream('a'), upstream('b')]);
    const { url } = await balancerOver([a, b]);
    a.breakMidAnswer();
    for (let i = 0; i < 4; i++) {
      const answer = await fetch(`${url}/page`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('b answered GET /page');
    }
    // A POST that reached the broken upstream is cut off as it was, and not sent again to the other.
    let cut = 0;
    for (let i = 0; i < 4; i++) {
      try {
        const answer = await fetch(`${url}/order`, { method: 'POST', body: 'x' });
        expect(await answer.text()).toBe('b answered POST /order');
      } catch {
        cut += 1;
      }
    }
    expect(cut).toBe(a.posts);
    expect(b.posts + a.posts).toBe(4);
  });

  it('keeps an upstream in rotation when a client leaves before its answer', async () => {
    const [a, b] = await Promise.all([upstream('a'), upstream('b')]);
    // No health check during the test: only a request's failure could take one out.
    const { balancer, url } = await balancerOver([a, b], 600_000);
    for (let i = 0; i < 2; i++)
      await expect(fetch(`${url}/slow`, { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(balancer.status().map((one) => one.healthy)).toEqual([true, true]);
    expect(balancer.counts()).toEqual({ retried: 0, failed: 0 });
  });

  it('puts an upstream back in rotation when its health check passes again', async () => {
    const a = await upstream('a');
    const b = await upstream('b');
    const { balancer } = await balancerOver([a, b]);
    const port = Number(new URL(a.url).port);
    await a.kill();
    await vi.waitFor(() => expect(balancer.status()[0]?.healthy).toBe(false), { timeout: 30_000 });
    await upstream('a again', port);
    await vi.waitFor(() => expect(balancer.status()[0]?.healthy).toBe(true), { timeout: 30_000 });
  });
});
