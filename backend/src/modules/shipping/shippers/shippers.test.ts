import { endpoints } from '@vitrina/contracts';
import { paymentTypes, shipperTypes } from '@vitrina/contracts/store';
import { getTableConfig, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { payments, shippers } from '../../../db/schema/index.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { isWorkingDay, shopDateTime } from '../delivery-times/calendar.ts';
import { listPayments } from '../payments/payments.service.ts';

/** The values a `type in (...)` check allows, read from the schema. */
function allowedTypes(table: typeof shippers | typeof payments, name: string): string[] {
  const check = getTableConfig(table).checks.find((candidate) => candidate.name === name);
  const text = check ? new PgDialect().sqlToQuery(check.value).sql : '';
  return [...text.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1] ?? '');
}

it('keeps the database checks in step with the contract type lists', () => {
  expect(allowedTypes(shippers, 'shippers_type')).toEqual([...shipperTypes]);
  expect(allowedTypes(payments, 'payments_type')).toEqual([...paymentTypes]);
});

describe.each(testDatabases)('GET /api/v1/shippers on $name', (database) => {
  const api = useTestApp(database);

  it('lists the five demo shippers in CZK, the PERSONAL pick-up first', async () => {
    const { data } = await api.call(endpoints.shippers, {});
    expect(data.map((shipper) => [shipper.code, shipper.type])).toEqual([
      ['PERSONAL', 'PERSONAL'],
      ['PICKUP_POINT', 'PICKUP_NETWORK'],
      ['POST', 'POST'],
      ['COURIER', 'COURIER'],
      ['EXPRESS', 'COURIER'],
    ]);
    const [personal, pickup, , courier, express] = data;
    expect(personal).toMatchObject({
      name: 'Osobní odběr na prodejně',
      requiredAddress: false,
      hasBranches: true,
      price: { withTax: 0, withoutTax: 0, currencyCode: 'CZK' },
      freeFrom: 0,
    });
    expect(pickup).toMatchObject({
      hasBranches: true,
      requiredAddress: false,
      price: { withTax: 7_900, withoutTax: 6_529, currencyCode: 'CZK' },
      freeFrom: 150_000,
    });
    expect(courier).toMatchObject({ requiredAddress: true, hasBranches: false, freeFrom: 150_000 });
    expect(express?.freeFrom).toBeNull();
    expect(express?.delivery.hasTimeSlots).toBe(true);
  });

  it("agrees with the shop's free-shipping threshold in globals", async () => {
    for (const currency of ['CZK', 'EUR']) {
      const { data } = await api.call(endpoints.shippers, {}, { currency });
      const globals = await api.call(endpoints.globals, {}, { currency });
      const paid = data.filter((shipper) => shipper.price.withTax > 0 && shipper.freeFrom !== null);
      const lowest = Math.min(...paid.map((shipper) => shipper.freeFrom ?? Infinity));
      expect(globals.data.freeShippingAt).toEqual({ amount: lowest, currencyCode: currency });
    }
  });

  it('carries the blocked shipper–payment combinations', async () => {
    const { data } = await api.call(endpoints.shippers, {});
    const blocked = Object.fromEntries(data.map((s) => [s.code, s.blockedPayments]));
    // Payments: 1 card, 2 bank transfer, 3 cash on delivery, 4 cash in the store.
    expect(blocked).toEqual({
      PERSONAL: [3],
      PICKUP_POINT: [4],
      POST: [4],
      COURIER: [4],
      EXPRESS: [2, 4],
    });
  });

  it('prices in euros and names in English on request', async () => {
    const { data } = await api.call(endpoints.shippers, {}, { locale: 'en', currency: 'EUR' });
    expect(data[1]).toMatchObject({
      name: 'Vitrina Point pick-up points',
      price: { withTax: 350, withoutTax: 289, currencyCode: 'EUR' },
      freeFrom: 6_000,
    });
    for (const shipper of data) {
      expect(Number.isInteger(shipper.price.withTax)).toBe(true);
      expect(shipper.price.withoutTax).toBeLessThanOrEqual(shipper.price.withTax);
    }
  });

  it('gives each shipper a nearest delivery date on a working day from today on', async () => {
    const today = shopDateTime(new Date()).date;
    const { data } = await api.call(endpoints.shippers, {});
    for (const { delivery } of data) {
      expect(delivery.nearestDeliveryDate >= today).toBe(true);
      expect(isWorkingDay(delivery.nearestDeliveryDate)).toBe(true);
    }
  });

  it('offers payments for the cart in the request currency (listPayments)', async () => {
    const ctx = {
      db: api.handle.db,
      locale: 'en',
      fallbackLocale: 'cs',
      currency: 'EUR',
    } as RequestContext;
    const list = await listPayments(ctx);
    expect(list.map((payment) => [payment.id, payment.type, payment.price.withTax])).toEqual([
      [1, 'CARD_ONLINE', 0],
      [2, 'BANK_TRANSFER', 0],
      [3, 'CASH_ON_DELIVERY', 150],
      [4, 'CASH', 0],
    ]);
    expect(list[2]?.name).toBe('Cash on delivery');
  });
});
