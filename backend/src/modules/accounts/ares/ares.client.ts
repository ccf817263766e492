import { z } from 'zod';

/** Where the register is and how long a shopper may wait for it. */
export interface AresClientOptions {
  /** e.g. `https://ares.gov.cz` (config `ARES_URL`); the REST path is appended. */
  baseUrl: string;
  /** Whole call, body included: a slow register must not hold the checkout form. */
  timeoutMs: number;
}

/** The register could not give a usable answer (down, slow, or an answer we cannot read). */
export class RegistryUnavailableError extends Error {
  override name = 'RegistryUnavailableError';
}

const text = z.string().trim().min(1);
/** ARES sends house numbers and postcodes as numbers; accept digits as strings too. */
const digits = z.union([
  z.number().int().min(0).transform(String),
  z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d+$/)),
]);
/** A seat part of an unexpected type is dropped rather than failing the whole answer. */
const part = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const aresSeat = z.object({
  kodStatu: part(text),
  nazevObce: part(text),
  nazevMestskehoObvodu: part(text),
  nazevCastiObce: part(text),
  nazevUlice: part(text),
  cisloDomovni: part(digits),
  cisloOrientacni: part(digits),
  cisloOrientacniPismeno: part(text),
  psc: part(digits),
});
export type AresSeat = z.infer<typeof aresSeat>;

/** The fields we use of `GET /ekonomicke-subjekty/{ico}`; ARES sends many more. */
const aresSubject = z.object({
  ico: z.string().regex(/^\d{8}$/),
  obchodniJmeno: text,
  dic: part(text.nullable()),
  sidlo: part(aresSeat.nullable()),
});
export type AresSubject = z.infer<typeof aresSubject>;

/**
 * One subject by IČO from the ARES REST API: the subject, or null when ARES answers 404 (no such
 * IČO). Anything else — network error, timeout, another status, unreadable JSON, a different IČO
 * — throws RegistryUnavailableError.
 */
export async function fetchAresSubject(
  { baseUrl, timeoutMs }: AresClientOptions,
  ico: string,
): Promise<AresSubject | null> {
  const url = `${baseUrl.replace(/\/+$/, '')}/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/${ico}`;
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new RegistryUnavailableError(`ARES answered ${response.status}`);
    }
    body = await response.json();
  } catch (error) {
    if (error instanceof RegistryUnavailableError) throw error;
    throw new RegistryUnavailableError(`ARES request failed: ${String(error)}`, { cause: error });
  }
  const parsed = aresSubject.safeParse(body);
  if (!parsed.success) throw new RegistryUnavailableError('ARES answer has an unexpected shape');
  if (parsed.data.ico !== ico) throw new RegistryUnavailableError('ARES answered another IČO');
  return parsed.data;
}
