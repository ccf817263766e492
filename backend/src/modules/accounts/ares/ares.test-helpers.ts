import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake register does for one IČO: answer JSON, send raw text, or never answer. */
export type FakeAnswer =
  { status: number; json: unknown } | { status: number; text: string } | { hang: true };

const subjectPath = /^\/ekonomicke-subjekty-v-be\/rest\/ekonomicke-subjekty\/(\d+)$/;

/**
 * A local stand-in for the ARES REST API speaking its protocol: `GET …/ekonomicke-subjekty/{ico}`,
 * JSON subject or 404 `{ kod: 'NENALEZENO', … }` like the real one. Records every request path.
 */
export async function startFakeAres(answers: Record<string, FakeAnswer>) {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
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
