import { endpoints } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { failureOf, send, signedInShopper, useAccountsApp } from '../users/users.test-helpers.ts';

const home = {
  type: 'delivery' as const,
  firstName: 'Jana',
  lastName: 'Nováková',
  street: 'Dlouhá',
  houseNumber: '12',
  city: 'Praha',
  postcode: '110 00',
  countryCode: 'CZE',
};

describe.each(testDatabases)('accounts: addresses on $name', (database) => {
  const accounts = useAccountsApp(database);
  const { api } = accounts;

  it('creates, lists, filters, changes and deletes addresses with one default per type', async () => {
    const { token: authToken } = await signedInShopper(accounts);
    const as = { authToken };
    const { data: first } = await api.call(
      endpoints.createAddress,
      { body: { ...home, isDefault: true } },
      as,
    );
    expect(first).toMatchObject({ ...home, isDefault: true, companyName: null, phone: null });
    const { data: second } = await api.call(
      endpoints.createAddress,
      {
        body: {
          ...home,
          street: 'Krátká',
          countryCode: 'svk',
          postcode: '811 01',
          isDefault: true,
        },
      },
      as,
    );
    expect(second.countryCode).toBe('SVK');
    const { data: billing } = await api.call(
      endpoints.createAddress,
      { body: { ...home, type: 'billing', companyName: 'Firma s.r.o.' } },
      as,
    );

    const all = (await api.call(endpoints.addresses, {}, as)).data;
    expect(all.map((address) => [address.id, address.isDefault])).toEqual([
      [second.id, true],
      [billing.id, false],
      [first.id, false],
    ]);
    const czech = await api.call(endpoints.addresses, { query: { country_code: 'CZE' } }, as);
    expect(czech.data.map((address) => address.id)).toEqual([billing.id, first.id]);
    const billingOnly = await api.call(endpoints.addresses, { query: { type: 'billing' } }, as);
    expect(billingOnly.data.map((address) => address.id)).toEqual([billing.id]);

    const { data: changed } = await api.call(
      endpoints.updateAddress,
      { params: { id: first.id }, body: { isDefault: true, phone: '+420 601 123 456' } },
      as,
    );
    expect(changed).toMatchObject({ isDefault: true, phone: '+420 601 123 456', street: 'Dlouhá' });
    const defaults = (await api.call(endpoints.addresses, { query: { type: 'delivery' } }, as))
      .data;
    expect(defaults.filter((address) => address.isDefault).map((address) => address.id)).toEqual([
      first.id,
    ]);

    await api.call(endpoints.deleteAddress, { params: { id: second.id } }, as);
    const gone = await failureOf(
      api.call(endpoints.deleteAddress, { params: { id: second.id } }, as),
    );
    expect(gone.status).toBe(404);
    expect((await api.call(endpoints.addresses, {}, as)).data).toHaveLength(2);
  });

  it("never shows or changes another user's address", async () => {
    const owner = await signedInShopper(accounts);
    const other = await signedInShopper(accounts);
    const { data: mine } = await api.call(
      endpoints.createAddress,
      { body: home },
      { authToken: owner.token },
    );
    const as = { authToken: other.token };
    expect((await api.call(endpoints.addresses, {}, as)).data).toEqual([]);
    const patch = await failureOf(
      api.call(endpoints.updateAddress, { params: { id: mine.id }, body: { city: 'Brno' } }, as),
    );
    expect(patch.status).toBe(404);
    const remove = await failureOf(
      api.call(endpoints.deleteAddress, { params: { id: mine.id } }, as),
    );
    expect(remove.status).toBe(404);
    const still = await api.call(endpoints.addresses, {}, { authToken: owner.token });
    expect(still.data).toEqual([mine]);
    expect((await failureOf(api.call(endpoints.addresses, {}))).status).toBe(401);
  });

  it('checks postcode, street, house number and country, and refuses hostile input', async () => {
    const { token } = await signedInShopper(accounts);
    const headers = { authorization: `Bearer ${token}` };
    const cases: [unknown, string | undefined][] = [
      [{ ...home, postcode: '1100' }, 'postcode'],
      [{ ...home, countryCode: 'CHE', postcode: '80331' }, 'postcode'],
      [{ ...home, street: 'Dlouhá 12' }, 'street'],
      [{ ...home, houseNumber: '12 a' }, 'houseNumber'],
      [{ ...home, countryCode: 'XYZ' }, 'countryCode'],
      [{ ...home, countryCode: 'CZ' }, 'countryCode'],
      [{ ...home, city: 'Pra\u0000ha' }, 'city'],
      [{ ...home, street: 'x'.repeat(10_000) }, 'street'],
      [{ ...home, type: 'secret' }, 'type'],
      [{ ...home, userId: 1 }, undefined],
      [{ ...home, id: 5 }, undefined],
      [{ ...home, isDefault: 'yes' }, 'isDefault'],
    ];
    for (const [body, field] of cases) {
      const response = await send(api, 'POST', '/api/v1/user/addresses', body, headers);
      expect(response.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      if (field) expect(JSON.stringify(response.body)).toContain(`"field":"${field}"`);
    }
    const { data: saved } = await api.call(
      endpoints.createAddress,
      { body: home },
      { authToken: token },
    );
    const wrongMerge = await send(
      api,
      'PATCH',
      `/api/v1/user/addresses/${saved.id}`,
      { countryCode: 'CHE' },
      headers,
    );
    expect(wrongMerge.status).toBe(400);
    for (const id of ['0', '-1', 'abc', '99999999999', '1.5']) {
      const response = await send(
        api,
        'PATCH',
        `/api/v1/user/addresses/${id}`,
        { city: 'X' },
        headers,
      );
      expect(response.status, id).toBe(400);
    }
    const unknownQuery = await send(
      api,
      'GET',
      '/api/v1/user/addresses?type=secret',
      undefined,
      headers,
    );
    expect(unknownQuery.status).toBe(400);
  });

  it('keeps one default when two requests set it at once', async () => {
    const { token } = await signedInShopper(accounts);
    const as = { authToken: token };
    await Promise.all(
      ['A', 'B', 'C', 'D'].map((street) =>
        api.call(endpoints.createAddress, { body: { ...home, street, isDefault: true } }, as),
      ),
    );
    const all = (await api.call(endpoints.addresses, {}, as)).data;
    expect(all).toHaveLength(4);
    expect(all.filter((address) => address.isDefault)).toHaveLength(1);
  });
});
