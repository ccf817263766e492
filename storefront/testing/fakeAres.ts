import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * A local stand-in for the Czech business register (ARES REST API) speaking its protocol, for
 * the storefront's tests and the e2e suite (the back end's `ARES_URL` points at it):
 * `GET /ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/{ico}` answers the subject as JSON, an
 * unknown IČO 404 `{ kod: 'NENALEZENO', … }` like the real one. (The back end's own tests have
 * their twin in backend/src/modules/accounts/ares/ares.test-helpers.ts; packages do not import
 * each other.)
 */

/** A demo company with a valid IČO (check digit of weights 8..2, mod 11); made up. */
export const demoCompany = {
  ico: '27074358',
  name: 'Vitrina Test s.r.o.',
  vatId: 'CZ27074358',
  street: 'Na Pankráci',
  houseNumber: '1683/127a',
  city: 'Praha 4',
  postcode: '14000',
} as const;

export const demoSubjects: Record<string, unknown> = {
  [demoCompany.ico]: {
    ico: demoCompany.ico,
    obchodniJmeno: demoCompany.name,
    dic: demoCompany.vatId,
    pravniForma: '112',
    sidlo: {
      kodStatu: 'CZ',
      nazevStatu: 'Česká republika',
      nazevObce: 'Praha',
      nazevMestskehoObvodu: 'Praha 4',
      nazevCastiObce: 'Nusle',
      nazevUlice: 'Na Pankráci',
      cisloDomovni: 1683,
      cisloOrientacni: 127,
      cisloOrientacniPismeno: 'a',
      psc: 14000,
      textovaAdresa: 'Na Pankráci 1683/127a, Nusle, 14000 Praha 4',
    },
  },
};

const subjectPath = /^\/ekonomicke-subjekty-v-be\/rest\/ekonomicke-subjekty\/(\d+)$/;

export async function startFakeAres(subjects: Record<string, unknown> = demoSubjects, port = 0) {
  const server: Server = createServer((request, response) => {
    const ico = subjectPath.exec(request.url ?? '')?.[1];
    const subject = ico === undefined ? undefined : subjects[ico];
    response.writeHead(request.method === 'GET' && subject ? 200 : 404, {
      'content-type': 'application/json',
    });
    response.end(
      JSON.stringify(
        request.method === 'GET' && subject
          ? subject
          : {
              kod: 'NENALEZENO',
              popis: 'Ekonomický subjekt nebyl nalezen.',
              subKod: 'VYSTUP_SUBJEKT_NENALEZEN',
            },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// `node fakeAres.ts <port>`: the e2e suite's register (tests/playwright.config.ts starts it and
// waits for the port).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? '0');
  const fake = await startFakeAres(demoSubjects, port);
  console.log(`fake ARES on ${fake.url}`);
}
