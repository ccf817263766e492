import { defaultCurrency, endpoints } from '@vitrina/contracts';
import { type Currency } from '@vitrina/contracts/store';
import { sharedCache, type Audience } from '../api/sharedCache.server.ts';

const currenciesOf = sharedCache<Currency[]>({
  load: async (api) => (await api.call(endpoints.currencies, {})).data,
  max: 100,
  freshMs: 60_000,
  staleMs: 10 * 60_000,
});

/**
 * Currencies the store sells in. Asked before the shopper's currency is known, so with the
 * default currency; the answer is the same for the whole audience and comes from the shared cache.
 */
export function storeCurrencies(audience: Omit<Audience, 'currency'>): Promise<Currency[]> {
  return currenciesOf({ ...audience, currency: defaultCurrency });
}
