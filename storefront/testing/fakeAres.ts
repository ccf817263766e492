import { fileURLToPath } from 'node:url';
import { startFakeAres as startFakeAresOf } from '@vitrina/contracts/testing/fake-ares';

// The business register of the storefront's tests and the e2e suite (the back end's `ARES_URL`
// points at it): the contracts' fake ARES, answering one demo company.

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

/** The register with `subjects` (the demo company by default) and nothing else. */
export function startFakeAres(subjects: Record<string, unknown> = demoSubjects, port = 0) {
  return startFakeAresOf(
    Object.fromEntries(Object.entries(subjects).map(([ico, json]) => [ico, { status: 200, json }])),
    port,
  );
}

// `node fakeAres.ts <port>`: the e2e suite's register (tests/playwright.config.ts starts it and
// waits for the port).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? '0');
  const fake = await startFakeAres(demoSubjects, port);
  console.log(`fake ARES on ${fake.url}`);
}
