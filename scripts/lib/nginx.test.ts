import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findNginx,
  nginxArgs,
  renderNginxConfig,
  testNginxConfig,
  writeNginxConfig,
} from './nginx.ts';
import { freePort } from './stack.ts';
import { waitForHealthy } from './process.ts';

const found = findNginx();
if ('missing' in found) throw new Error(found.missing);
const nginx = found.binary;

/** What reached the stand-ins, in order of arrival. */
const arrivals: { name: string; headers: IncomingHttpHeaders }[] = [];
const lastHeaders = () => arrivals.at(-1)?.headers ?? {};

/** A stand-in for one process of a tier: answers its name and keeps what nginx sent it. */
function upstream(name: string) {
  const server: Server = createServer((request, response) => {
    arrivals.push({ name, headers: request.headers });
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ name, url: request.url }));
    });
  });
  return { name, server };
}

describe('the nginx configuration', () => {
  it('fills every field of the template, and nginx -t accepts the result', async () => {
    const config = renderNginxConfig(
      '{{runDir}} {{accessLog}} {{shopListen}}\n{{storefrontServers}}',
      { shopPort: 1, apiPort: 2, storefrontPorts: [11, 12], backendPorts: [21] },
      '/run/x',
    );
    expect(config).toBe(
      '/run/x /run/x/access.log 127.0.0.1:1\n' +
        '        server 127.0.0.1:11 max_fails=2 fail_timeout=5s;\n' +
        '        server 127.0.0.1:12 max_fails=2 fail_timeout=5s;',
    );
    expect(() =>
      renderNginxConfig(
        '{{nope}}',
        { shopPort: 1, apiPort: 2, storefrontPorts: [], backendPorts: [] },
        '/x',
      ),
    ).toThrow(/nope/);

    const { runDir, config: file } = await writeNginxConfig({
      shopPort: 3460,
      apiPort: 4460,
      storefrontPorts: [3461, 3462],
      backendPorts: [4461, 4462],
    });
    try {
      const checked = testNginxConfig(nginx, runDir, file);
      expect(checked.output).toContain('test is successful');
      expect(checked.ok).toBe(true);
    } finally {
      await rm(runDir, { recursive: true, force: true });
    }
  });
});

describe('nginx in front of two processes per tier', () => {
  const storefronts = [upstream('storefront-1'), upstream('storefront-2')];
  const backends = [upstream('backend-1'), upstream('backend-2')];
  let child: ChildProcess;
  let runDir: string;
  let shop: string;
  let api: string;

  beforeAll(async () => {
    const ports = await Promise.all([1, 2, 3, 4, 5, 6].map(() => freePort().then(Number)));
    const [shopPort = 0, apiPort = 0, ...upstreamPorts] = ports;
    for (const [i, one] of [...storefronts, ...backends].entries())
      await new Promise<void>((resolve) =>
        one.server.listen(upstreamPorts[i], '127.0.0.1', resolve),
      );
    const written = await writeNginxConfig({
      shopPort,
      apiPort,
      storefrontPorts: upstreamPorts.slice(0, 2),
      backendPorts: upstreamPorts.slice(2),
      workerProcesses: 1,
    });
    runDir = written.runDir;
    child = spawn(nginx, nginxArgs(runDir, written.config), { stdio: 'inherit' });
    shop = `http://127.0.0.1:${shopPort}`;
    api = `http://127.0.0.1:${apiPort}`;
    await waitForHealthy(`${shop}/`, 10_000);
  });
  afterAll(async () => {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child?.kill('SIGQUIT');
    await exited;
    for (const one of [...storefronts, ...backends]) one.server.close();
    await rm(runDir, { recursive: true, force: true });
  });

  const names = async (url: string, count: number) => {
    const seen: string[] = [];
    for (let i = 0; i < count; i++) {
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      seen.push(((await answer.json()) as { name: string }).name);
    }
    return seen;
  };

  it('spreads requests over both processes and tells them who asked', async () => {
    expect(new Set(await names(`${shop}/produkt/kolo`, 4))).toEqual(
      new Set(['storefront-1', 'storefront-2']),
    );
    await fetch(`${shop}/`, {
      headers: { 'x-request-id': 'trace-0123456789abcdef', 'x-forwarded-for': '6.6.6.6' },
    });
    const sent = lastHeaders();
    expect(sent['x-request-id']).toBe('trace-0123456789abcdef');
    // The edge overwrites what the client claimed about its address.
    expect(sent['x-forwarded-for']).toBe('127.0.0.1');
    expect(sent['x-forwarded-proto']).toBe('http');

    await fetch(`${shop}/`, { headers: { 'x-request-id': 'bad id "quoted"' } });
    expect(lastHeaders()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);

    // The API side keeps the storefront's header and adds its peer.
    await fetch(`${api}/api/v1/cart`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(lastHeaders()['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
  });

  it('refuses a form post over 64 KB with 413 before a storefront reads it', async () => {
    const before = arrivals.length;
    const big = await fetch(`${shop}/actions/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${'a'.repeat(70 * 1024)}`,
    });
    expect(big.status).toBe(413);
    expect(arrivals.length).toBe(before);
    const upload = await fetch(`${shop}/kosik/import-objednavky`, {
      method: 'POST',
      body: 'x'.repeat(80 * 1024),
    });
    expect(upload.status).toBe(200);
  });

  it('serves on when a process dies: its GETs go to the other one', async () => {
    storefronts[0]?.server.close();
    storefronts[0]?.server.closeAllConnections();
    expect(new Set(await names(`${shop}/produkt/kolo`, 6))).toEqual(new Set(['storefront-2']));
  });
});
