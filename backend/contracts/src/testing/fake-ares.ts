import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake register does for one IČO: answer JSON, send raw text, or never answer. */
export type FakeAresAnswer =
  { status: number; json: unknown } | { status: number; text: string } | { hang: true };

const subjectPath = /^\/ekonomicke-subjekty-v-be\/rest\/ekonomicke-subjekty\/(\d+)$/;

/**
 * A local stand-in for the Czech business register (ARES REST API) speaking its protocol, for the
 * back end's and the storefront's tests and the e2e suite:
 * `GET /ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/{ico}` answers what `answers` says for
 * that IČO, any other request 404 `{ kod: 'NENALEZENO', … }` like the real one. Records every
 * request path. Never the real register in a test (it is outside the machine).
 */
export async function startFakeAres(answers: Record<string, FakeAresAnswer>, port = 0) {
  const requests: { path: string; accept: string | undefined }[] = [];
  const server: Server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', accept: request.headers.accept });
    const ico = subjectPath.exec(request.url ?? '')?.[1];
    const answer = ico === undefined ? undefined : answers[ico];
    if (request.method !== 'GET' || !answer) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          kod: 'NENALEZENO',
          popis: 'Ekonomický subjekt nebyl nalezen.',
          subKod: 'VYSTUP_SUBJEKT_NENALEZEN',
        }),
      );
      return;
    }
    if ('hang' in answer) return;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end('json' in answer ? JSON.stringify(answer.json) : answer.text);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    /** Paths asked for one IČO so far. */
    callsFor: (ico: string) =>
      requests.filter((request) => request.path.endsWith(`/${ico}`)).length,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
