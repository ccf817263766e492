import type { Company } from '@vitrina/contracts/store';
import { AppError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { BoundedCache } from './ares.cache.ts';
import {
  fetchAresSubject,
  RegistryUnavailableError,
  type AresClientOptions,
} from './ares.client.ts';
import { toCompany } from './ares.mapping.ts';

export interface AresOptions extends Partial<AresClientOptions> {
  /** Successful answers kept (default 1000) and for how long (default 1 hour). */
  cacheSize?: number;
  cacheTtlMs?: number;
}

export const defaultAresTimeoutMs = 3_000;

export interface AresService {
  lookupCompany(ctx: Pick<RequestContext, 'log'>, ico: string): Promise<Company>;
}

/**
 * The company lookup over ARES. An object rather than bare functions because it owns the cache
 * and the lookups in flight (two shoppers typing the same IČO cause one registry call).
 */
export function createAresService(options: AresOptions & { baseUrl: string }): AresService {
  const client = { baseUrl: options.baseUrl, timeoutMs: options.timeoutMs ?? defaultAresTimeoutMs };
  const cache = new BoundedCache<Company>(
    options.cacheSize ?? 1000,
    options.cacheTtlMs ?? 3_600_000,
  );
  const inFlight = new Map<string, Promise<Company | null>>();

  async function fetchCompany(ico: string): Promise<Company | null> {
    const subject = await fetchAresSubject(client, ico);
    const company = subject && toCompany(subject);
    // Only hits: a company registered a minute ago must be found on the next try.
    if (company) cache.set(ico, company);
    return company;
  }

  return {
    async lookupCompany(ctx, ico) {
      const cached = cache.get(ico);
      if (cached) return cached;
      let pending = inFlight.get(ico);
      if (!pending) {
        pending = fetchCompany(ico).finally(() => inFlight.delete(ico));
        inFlight.set(ico, pending);
      }
      let company: Company | null;
      try {
        company = await pending;
      } catch (error) {
        if (!(error instanceof RegistryUnavailableError)) throw error;
        ctx.log.warn({ err: error, ico }, 'company lookup: ARES unavailable');
        throw new AppError({
          title:
            'The business register (ARES) is not answering; fill in the company details yourself or try again later',
          code: 'registry_unavailable',
        });
      }
      if (company) return company;
      throw new AppError({
        field: 'ico',
        title: `No company with IČO ${ico} in the business register (ARES)`,
        code: 'company_not_found',
      });
    },
  };
}
