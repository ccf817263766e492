import {
  isValidPostcode,
  streetProblem,
  type Address,
  type AddressesQuery,
  type CreateAddressBody,
  type UpdateAddressBody,
} from '@vitrina/contracts/store';
import { ConflictError, NotFoundError, ValidationError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { inTransaction } from '../../../core/transaction.ts';
import { isShopCountry } from '../../shop/countries/countries.service.ts';
import { authenticate } from '../users/sessions.service.ts';
import {
  clearDefault,
  countAddresses,
  deleteOwnAddress,
  insertAddress,
  lockAddressBook,
  selectAddresses,
  selectOwnAddress,
  updateOwnAddress,
  type AddressRow,
} from './addresses.repository.ts';

/** Enough for any household; a bound so one account cannot grow the table without end. */
export const maxAddressesPerUser = 50;

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    type: row.type,
    isDefault: row.isDefault,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    street: row.street,
    houseNumber: row.houseNumber,
    city: row.city,
    postcode: row.postcode,
    countryCode: row.countryCode,
    phone: row.phone,
  };
}

const notFound = (id: number) => new NotFoundError(`No address with id ${id}`, 'id');

/** The rules that span fields, on the address as it will be stored. */
async function checkAddress(ctx: RequestContext, address: Omit<Address, 'id'>): Promise<void> {
  if (!(await isShopCountry(ctx, address.countryCode)))
    throw new ValidationError(`Unknown country ${address.countryCode}`, 'countryCode');
  if (!isValidPostcode(address.postcode, address.countryCode))
    throw new ValidationError('The postcode is not valid', 'postcode');
  const problem = streetProblem(address.street, address.houseNumber);
  if (problem === 'houseNumber')
    throw new ValidationError('The house number is not valid', problem);
  if (problem === 'street')
    throw new ValidationError('The street must not contain the house number', problem);
}

export async function listAddresses(
  ctx: RequestContext,
  query: AddressesQuery,
): Promise<Address[]> {
  const user = await authenticate(ctx);
  const rows = await selectAddresses(ctx.db, user.id, {
    type: query.type,
    countryCode: query.country_code,
  });
  return rows.map(toAddress);
}

export async function createAddress(
  ctx: RequestContext,
  body: CreateAddressBody,
): Promise<Address> {
  const user = await authenticate(ctx);
  const address = { ...body, companyName: body.companyName ?? null, phone: body.phone ?? null };
  await checkAddress(ctx, address);
  return inTransaction(ctx, async (tx) => {
    await lockAddressBook(tx.db, user.id);
    if ((await countAddresses(tx.db, user.id)) >= maxAddressesPerUser)
      throw new ConflictError(`At most ${maxAddressesPerUser} addresses; delete one first`);
    if (address.isDefault) await clearDefault(tx.db, user.id, address.type);
    return toAddress(await insertAddress(tx.db, { ...address, userId: user.id }));
  });
}

export async function updateAddress(
  ctx: RequestContext,
  id: number,
  body: UpdateAddressBody,
): Promise<Address> {
  const user = await authenticate(ctx);
  return inTransaction(ctx, async (tx) => {
    await lockAddressBook(tx.db, user.id);
    const current = await selectOwnAddress(tx.db, user.id, id);
    if (!current) throw notFound(id);
    const changes = Object.fromEntries(
      Object.entries(body).filter(([, value]) => value !== undefined),
    ) as UpdateAddressBody;
    const next = { ...toAddress(current), ...changes };
    await checkAddress(tx, next);
    if (next.isDefault && (!current.isDefault || next.type !== current.type))
      await clearDefault(tx.db, user.id, next.type);
    const row = await updateOwnAddress(tx.db, user.id, id, changes);
    if (!row) throw notFound(id);
    return toAddress(row);
  });
}

export async function deleteAddress(ctx: RequestContext, id: number): Promise<{ success: true }> {
  const user = await authenticate(ctx);
  if (!(await deleteOwnAddress(ctx.db, user.id, id))) throw notFound(id);
  return { success: true };
}
