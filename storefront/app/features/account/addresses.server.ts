import { endpoints } from '@vitrina/contracts';
import { redirect, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { toPageError } from '../../api/apiErrors.ts';
import { routePath } from '../../routing/routePath.ts';
import { apiFailure, failed, parseForm } from './forms/formResult.ts';
import { addressForm, editAddressForm } from './addressForm.ts';
import { formDataValues } from './forms/formValues.ts';
import { userPage } from './userArea.server.ts';

/** The address list (spec §2 `user-addressList`) with the countries the shop delivers to. */
export async function loadAddressesPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
) {
  const { ctx } = userPage(context, request, 'addresses');
  const url = new URL(request.url);
  try {
    const [addresses, countries] = await Promise.all([
      ctx.api.call(endpoints.addresses, {}),
      ctx.api.call(endpoints.countries, { query: { perPage: 100 } }),
    ]);
    const editing = Number(url.searchParams.get('edit')) || null;
    return {
      addresses: addresses.data,
      countries: countries.data.map((country) => ({ value: country.code, label: country.name })),
      editing: addresses.data.some((address) => address.id === editing) ? editing : null,
      adding: url.searchParams.get('new') === '1',
    };
  } catch (error) {
    throw toPageError(error);
  }
}

const addressId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The address list's forms: create, update, delete and "make default", each a plain post with
 * its intent. A success goes back to the plain list (a new GET, so a reload does not repeat it).
 */
export async function changeAddresses(request: Request, context: Readonly<RouterContextProvider>) {
  const { ctx } = userPage(context, request, 'addresses');
  const form = await request.formData();
  const values = formDataValues(form);
  const intent = form.get('intent');
  const list = routePath('user-addressList', {}, ctx.locale);
  const id = addressId.safeParse(form.get('id'));
  try {
    if (intent === 'create') {
      const parsed = parseForm(addressForm, values);
      if (!parsed.success) return failed({ ...parsed.failure, values: { ...values, intent } });
      await ctx.api.call(endpoints.createAddress, { body: parsed.data });
    } else if (id.success && intent === 'update') {
      const parsed = parseForm(editAddressForm, values);
      if (!parsed.success) return failed(parsed.failure);
      await ctx.api.call(endpoints.updateAddress, { params: { id: id.data }, body: parsed.data });
    } else if (id.success && intent === 'delete') {
      await ctx.api.call(endpoints.deleteAddress, { params: { id: id.data } });
    } else if (id.success && intent === 'default') {
      const body = { isDefault: true };
      await ctx.api.call(endpoints.updateAddress, { params: { id: id.data }, body });
    } else {
      return failed({ values: {}, fieldErrors: {}, formError: 'unavailable' }, 400);
    }
  } catch (error) {
    const failure = apiFailure(error, values);
    return failed(failure, failure.formError === 'unavailable' ? 503 : 400);
  }
  return redirect(list, { status: 303 });
}
