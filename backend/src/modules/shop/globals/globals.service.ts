import { createHash } from 'node:crypto';
import type { Globals } from '@vitrina/contracts/store';
import { AppError, quote } from '../../../core/errors.ts';
import type { Database } from '../../../db/database.ts';
import { cachedDictionary } from '../../../db/dictionary-cache.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { findCurrencySettings } from '../currencies/currencies.service.ts';
import { listMenuCodes } from '../../content/menus/menus.service.ts';
import { selectDomainCodes, selectLanguages, selectSettings } from './globals.repository.ts';

/**
 * Identifies what a shopper's variant and groups can see (prices, content), so caches can key on it
 * without knowing the shopper. Stable for the same variant and the same set of groups.
 */
export function variantHash(userVariant: string | null, userGroups: readonly string[]): string {
  const key = JSON.stringify([userVariant ?? '', [...new Set(userGroups)].sort()]);
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/**
 * Domain codes the shop answers for (`x-domain`, decision 002): its main domain and its languages'.
 * Takes the database, not a context: the request-header check runs before a context exists.
 */
export function listDomainCodes(db: Database): Promise<string[]> {
  // Asked on every request that sends `x-domain` (the storefront always does): cached briefly.
  return cachedDictionary(db, 'domains', () => selectDomainCodes(db));
}

export async function getGlobals(ctx: RequestContext): Promise<Globals> {
  const [row, languages, menus, currency] = await Promise.all([
    selectSettings(ctx),
    selectLanguages(ctx.db),
    listMenuCodes(ctx),
    findCurrencySettings(ctx, ctx.currency),
  ]);
  // A database without settings was never seeded or set up: that is our fault, hence a 500.
  if (!row) throw new Error('shop_settings has no row; run the seed');
  if (!currency) {
    throw new AppError({
      field: 'x-currency',
      title: `The shop does not sell in ${quote(ctx.currency)}`,
      code: 'unknown_currency',
    });
  }
  const { settings } = row;
  return {
    contact: {
      name: settings.contactName,
      email: settings.contactEmail,
      phone: settings.contactPhone,
      street: settings.contactStreet,
      city: settings.contactCity,
      postcode: settings.contactPostcode,
      countryCode: settings.contactCountryCode,
    },
    domain: settings.domain,
    freeShippingAt: currency.freeShippingAt,
    orderGiftAt: currency.orderGiftAt,
    orderMinimumValue: currency.orderMinimumValue,
    menus,
    meta: { title: row.metaTitle, description: row.metaDescription },
    languages,
    settings: { functions: settings.functions, shoppingDisabled: settings.shoppingDisabled },
    variantHash: variantHash(ctx.userVariant, ctx.userGroups),
    currency: currency.currency,
  };
}
