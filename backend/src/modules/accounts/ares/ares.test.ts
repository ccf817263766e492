import { endpoints } from '@vitrina/contracts';
import type { Company } from '@vitrina/contracts/store';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { startFakeAres } from '@vitrina/contracts/testing/fake-ares';

/** Valid check digits (weights 8..2, mod 11); names and addresses are made up. */
const ico = {
  prague: '27074358',
  village: '45678901',
  leadingZeros: '00006947',
  abroad: '11111119',
  unknown: '12345679',
  broken: '76543218',
  slow: '05500001',
  malformed: '26168685',
  shapeless: '22222227',
  cached: '60000007',
};

const pragueSubject = {
  ico: ico.prague,
  obchodniJmeno: 'Vitrina Test s.r.o.',
  dic: 'CZ27074358',
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
};

describe.each(testDatabases)('GET /api/v1/ares/ico on $name', (database) => {
  let ares: Awaited<ReturnType<typeof startFakeAres>>;
  beforeAll(async () => {
    ares = await startFakeAres({
      [ico.prague]: { status: 200, json: pragueSubject },
      // No street names, no orientation number, not a VAT payer (no `dic` at all).
      [ico.village]: {
        status: 200,
        json: {
          ico: ico.village,
          obchodniJmeno: 'Jan Novák',
          sidlo: {
            kodStatu: 'CZ',
            nazevObce: 'Lhota',
            nazevCastiObce: 'Horní Lhota',
            cisloDomovni: 15,
            psc: '534 01',
          },
        },
      },
      [ico.leadingZeros]: {
        status: 200,
        json: {
          ico: ico.leadingZeros,
          obchodniJmeno: 'Ministerstvo zkoušek',
          dic: 'CZ00006947',
          sidlo: { nazevObce: 'Brno', nazevUlice: 'Dlouhá', cisloDomovni: 2, psc: 60200 },
        },
      },
      [ico.abroad]: {
        status: 200,
        json: {
          ico: ico.abroad,
          obchodniJmeno: 'Zahraniční firma GmbH',
          dic: null,
          sidlo: { kodStatu: 'AT', nazevObce: 'Wien', nazevUlice: 'Ring', cisloDomovni: 1 },
        },
      },
      [ico.cached]: {
        status: 200,
        json: {
          ico: ico.cached,
          obchodniJmeno: 'Jednou a dost a.s.',
          dic: 'CZ60000007',
          sidlo: { nazevObce: 'Ostrava', nazevUlice: 'Nová', cisloDomovni: 7, psc: 70200 },
        },
      },
      [ico.broken]: { status: 500, text: '<html>Internal Server Error</html>' },
      [ico.slow]: { hang: true },
      [ico.malformed]: { status: 200, text: '{"ico": "26168685", "obchodniJm' },
      [ico.shapeless]: { status: 200, json: { ico: ico.shapeless, sidlo: {} } },
    });
  });
  afterAll(() => ares?.close());
  // Long enough that a loaded machine never times out a request the fake answers at once (300 ms
  // failed that way under CI load); the hanging register then costs the test this much wall time.
  const api = useTestApp(database, undefined, () => ({
    ares: { baseUrl: ares.url, timeoutMs: 2_000 },
  }));
  beforeEach(() => {
    ares.requests.length = 0;
  });

  const lookup = (value: string) => api.get(`/api/v1/ares/ico?ico=${encodeURIComponent(value)}`);

  it('maps a company with DIČ, a Prague district and a house/orientation number', async () => {
    const body = await api.call(endpoints.companyLookup, { query: { ico: ico.prague } });
    expect(body).toEqual({
      data: {
        ico: ico.prague,
        name: 'Vitrina Test s.r.o.',
        vatId: 'CZ27074358',
        address: {
          street: 'Na Pankráci 1683/127a',
          city: 'Praha 4',
          postcode: '14000',
          countryCode: 'CZE',
        },
      },
    } satisfies { data: Company });
    expect(ares.requests).toEqual([
      {
        path: `/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/${ico.prague}`,
        accept: 'application/json',
      },
    ]);
  });

  it('maps a non-VAT payer in a village without streets (part of village + house number)', async () => {
    const { data } = await api.call(endpoints.companyLookup, { query: { ico: ico.village } });
    expect(data).toEqual({
      ico: ico.village,
      name: 'Jan Novák',
      vatId: null,
      address: { street: 'Horní Lhota 15', city: 'Lhota', postcode: '53401', countryCode: 'CZE' },
    });
  });

  it('keeps leading zeros of the IČO and reads a seat without a country code as Czech', async () => {
    const { data } = await api.call(endpoints.companyLookup, { query: { ico: ico.leadingZeros } });
    expect(data.ico).toBe('00006947');
    expect(data.address).toEqual({
      street: 'Dlouhá 2',
      city: 'Brno',
      postcode: '60200',
      countryCode: 'CZE',
    });
  });

  it('gives no address for a seat abroad, but still the name', async () => {
    const { data } = await api.call(endpoints.companyLookup, { query: { ico: ico.abroad } });
    expect(data).toEqual({
      ico: ico.abroad,
      name: 'Zahraniční firma GmbH',
      vatId: null,
      address: null,
    });
  });

  it('answers 404 company_not_found for an IČO the register does not know', async () => {
    const { status, body } = await lookup(ico.unknown);
    expect(status).toBe(404);
    expect(body).toEqual({
      data: {
        errors: [
          {
            field: 'ico',
            title: `No company with IČO ${ico.unknown} in the business register (ARES)`,
            code: 'company_not_found',
          },
        ],
      },
    });
    // Not cached: a company registered since may be found on the next try.
    await lookup(ico.unknown);
    expect(ares.callsFor(ico.unknown)).toBe(2);
  });

  it.each([
    ['a wrong check digit', '27074357', 'IČO check digit does not match; check for a typo'],
    ['7 digits', '2707435', 'IČO must be exactly 8 digits'],
    ['9 digits', '270743580', 'IČO must be exactly 8 digits'],
    ['letters', 'CZ270743', 'IČO must be exactly 8 digits'],
    ['nothing', '', 'IČO must be exactly 8 digits'],
  ])('answers 400 for %s without asking the register', async (_, value, title) => {
    const { status, body } = await lookup(value);
    expect(status).toBe(400);
    expect(body).toEqual({
      data: { errors: [{ field: 'ico', title, code: 'validation_failed' }] },
    });
    expect(ares.requests).toEqual([]);
  });

  it('answers 400 when ico is missing', async () => {
    const { status, body } = await api.get('/api/v1/ares/ico');
    expect(status).toBe(400);
    expect(body).toMatchObject({ data: { errors: [{ field: 'ico', code: 'validation_failed' }] } });
    expect(ares.requests).toEqual([]);
  });

  it.each([
    ['answers 500', ico.broken],
    ['sends malformed JSON', ico.malformed],
    ['sends a subject without a name', ico.shapeless],
  ])('answers 503 registry_unavailable when the register %s', async (_, value) => {
    const { status, body } = await lookup(value);
    expect(status).toBe(503);
    expect(body).toEqual({
      data: {
        errors: [
          {
            title:
              'The business register (ARES) is not answering; fill in the company details yourself or try again later',
            code: 'registry_unavailable',
          },
        ],
      },
    });
    expect(ares.callsFor(value)).toBe(1);
  });

  it('answers 503 after the timeout when the register does not answer', async () => {
    const started = performance.now();
    const { status, body } = await lookup(ico.slow);
    const elapsed = performance.now() - started;
    expect(status).toBe(503);
    expect(body).toMatchObject({ data: { errors: [{ code: 'registry_unavailable' }] } });
    // Not before the timeout (an upper bound would time the machine; a hang fails by the test's
    // own time limit).
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
  });

  it('answers a repeated lookup from its cache, without a second registry call', async () => {
    const first = await lookup(ico.cached);
    expect(first.status).toBe(200);
    expect(ares.callsFor(ico.cached)).toBe(1);
    const second = await lookup(ico.cached);
    expect(second).toEqual(first);
    expect(ares.callsFor(ico.cached)).toBe(1);
  });

  it('does not cache a failure: the next lookup asks the register again', async () => {
    await lookup(ico.broken);
    await lookup(ico.broken);
    expect(ares.callsFor(ico.broken)).toBe(2);
  });

  it('is documented in /api/docs with its 400, 404 and 503 answers', async () => {
    const { body } = await api.get('/api/docs/json');
    const paths = (body as { paths: Record<string, { get?: { responses: object } }> }).paths;
    expect(Object.keys(paths['/api/v1/ares/ico']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404', '503']),
    );
  });

  it('shares one registry call between lookups of the same IČO in flight', async () => {
    const answers = await Promise.all([lookup(ico.unknown), lookup(ico.unknown)]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404]);
    expect(ares.callsFor(ico.unknown)).toBe(1);
  });
});
