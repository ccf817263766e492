import type { CurrencyCode } from '@vitrina/contracts';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index.ts';
import type { OpeningHoursRow } from '../db/schema/shipping.ts';
import { seededRandom } from './catalogue-random.ts';
import { currencyRows } from './data/currencies.ts';
import { pickupCities, pickupStreets, pickupVenues } from './data/pickup-points.ts';
import {
  paymentSpecs,
  personalShipperId,
  pickupNetworkShipperId,
  shipperSpecs,
} from './data/shipping.ts';
import { branchSpecs } from './data/content-branches.ts';
import type { Rows, RowsOf } from './rows.ts';

/** Shipping tables in insertion order (parents first); keys match `ShippingData`. */
export const shippingTables = {
  shippers: schema.shippers,
  shipperTranslations: schema.shipperTranslations,
  shipperPrices: schema.shipperPrices,
  payments: schema.payments,
  paymentTranslations: schema.paymentTranslations,
  paymentPrices: schema.paymentPrices,
  shipperBlockedPayments: schema.shipperBlockedPayments,
  shipperBranches: schema.shipperBranches,
} as const satisfies Record<string, PgTable>;

export type ShippingData = RowsOf<typeof shippingTables>;

/** How many pick-up points the network shipper gets (a few hundred, like a real network). */
export const pickupPointCount = 320;

const currencies: readonly CurrencyCode[] = ['CZK', 'EUR'];
/** Czech standard VAT: stored prices without tax are the shop's rounding of price / 1.21. */
const withoutVat = (withTax: number) => Math.round((withTax * 100) / 121);

const days = (from: number, to: number, opens: string, closes: string): OpeningHoursRow[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ dayOfWeek: from + index, opens, closes }));

/** Typical hours of small shops hosting a point; stores of the shop open on Saturdays too. */
const openingPatterns: readonly OpeningHoursRow[][] = [
  [...days(1, 5, '08:00', '18:00'), ...days(6, 6, '09:00', '12:00')],
  days(1, 7, '07:00', '21:00'),
  days(1, 5, '09:00', '17:00'),
  [...days(1, 5, '06:30', '19:00'), ...days(6, 7, '08:00', '14:00')],
  days(1, 7, '00:00', '24:00'),
];
const storeHours = [...days(1, 5, '09:00', '20:00'), ...days(6, 7, '09:00', '18:00')];

const round = (value: number, places: number) => Number(value.toFixed(places));

/**
 * The shop's stores, ids 1… and remote ids `store-N` in the order of the content server's store
 * branches, whose `store_id` names them.
 */
function storeRows(): Rows<typeof schema.shipperBranches> {
  return branchSpecs.map(({ city, street, postcode, gps: [latitude, longitude] }, index) => ({
    id: index + 1,
    shipperId: personalShipperId,
    remoteId: `store-${index + 1}`,
    name: `Vitrina ${city} – ${street}`,
    street,
    city,
    postcode,
    countryCode: 'CZE',
    latitude,
    longitude,
    openingHours: storeHours,
  }));
}

/** Points spread over Czech cities by weight, positioned within a few km of the centre. */
function pickupPointRows(firstId: number): Rows<typeof schema.shipperBranches> {
  const random = seededRandom(20261122);
  const { next, pick } = random;
  const totalWeight = pickupCities.reduce((sum, city) => sum + city[4], 0);
  return Array.from({ length: pickupPointCount }, (_, index) => {
    let ticket = next() * totalWeight;
    const [city, prefix, lat, lon] =
      pickupCities.find((candidate) => (ticket -= candidate[4]) < 0) ?? pickupCities[0]!;
    const streetName = pick(pickupStreets);
    const postcode = `${prefix}${String(Math.floor(next() * 10 ** (5 - prefix.length))).padStart(5 - prefix.length, '0')}`;
    const spread = city === 'Praha' ? 0.08 : 0.03;
    return {
      id: firstId + index,
      shipperId: pickupNetworkShipperId,
      remoteId: String(10_001 + index * 7),
      name: `${pick(pickupVenues)} ${streetName}`,
      street: `${streetName} ${random.int(1, 180)}`,
      city,
      postcode: `${postcode.slice(0, 3)} ${postcode.slice(3)}`,
      countryCode: 'CZE',
      latitude: round(lat + (next() - 0.5) * spread, 6),
      longitude: round(lon + (next() - 0.5) * spread * 1.5, 6),
      openingHours: pick(openingPatterns),
    };
  });
}

/** Shippers, payments, blocked pairs and branches of the demo shop. Pure. */
export function buildShippingRows(): ShippingData {
  const threshold = (code: CurrencyCode) =>
    currencyRows.find((row) => row.code === code)?.freeShippingAt ?? null;
  const paymentId = new Map(paymentSpecs.map((payment) => [payment.code, payment.id]));
  const stores = storeRows();
  return {
    shippers: shipperSpecs.map((spec, position) => ({
      id: spec.id,
      code: spec.code,
      type: spec.type,
      position,
      requiredAddress: spec.requiredAddress,
      hasBranches: spec.hasBranches,
      leadDays: spec.leadDays,
      cutoffHour: spec.cutoffHour,
      timeSlots: spec.timeSlots,
    })),
    shipperTranslations: shipperSpecs.flatMap((spec) =>
      (['cs', 'en'] as const).map((locale) => ({
        shipperId: spec.id,
        locale,
        name: spec.name[locale],
        description: spec.description[locale],
      })),
    ),
    shipperPrices: shipperSpecs.flatMap((spec) =>
      currencies.map((currencyCode) => ({
        shipperId: spec.id,
        currencyCode,
        priceWithTax: spec.price[currencyCode],
        priceWithoutTax: withoutVat(spec.price[currencyCode]),
        freeFrom:
          spec.price[currencyCode] === 0
            ? 0
            : spec.freeAtShopThreshold
              ? threshold(currencyCode)
              : null,
      })),
    ),
    payments: paymentSpecs.map((spec, position) => ({
      id: spec.id,
      code: spec.code,
      type: spec.type,
      position,
    })),
    paymentTranslations: paymentSpecs.flatMap((spec) =>
      (['cs', 'en'] as const).map((locale) => ({
        paymentId: spec.id,
        locale,
        name: spec.name[locale],
        description: spec.description[locale],
      })),
    ),
    paymentPrices: paymentSpecs.flatMap((spec) =>
      currencies.map((currencyCode) => ({
        paymentId: spec.id,
        currencyCode,
        priceWithTax: spec.price[currencyCode],
        priceWithoutTax: withoutVat(spec.price[currencyCode]),
      })),
    ),
    shipperBlockedPayments: shipperSpecs.flatMap((spec) =>
      spec.blockedPayments.map((code) => {
        const id = paymentId.get(code);
        if (id === undefined)
          throw new Error(`Shipper ${spec.code} blocks unknown payment ${code}`);
        return { shipperId: spec.id, paymentId: id };
      }),
    ),
    shipperBranches: [...stores, ...pickupPointRows(stores.length + 1)],
  };
}
