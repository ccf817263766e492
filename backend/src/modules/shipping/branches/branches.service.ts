import { defaultBranchesPerPage, type Branch, type BranchesQuery } from '@vitrina/contracts/store';
import { NotFoundError, quote } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { offsetOf, pageOf, type Page } from '../../../core/paging.ts';
import { findShipperSchedule } from '../shippers/shippers.service.ts';
import {
  countBranches,
  selectBranchByRemoteId,
  selectBranchesByIds,
  selectBranchPage,
  type BranchRow,
} from './branches.repository.ts';

function toBranch(row: BranchRow): Branch {
  return {
    id: row.id,
    shipperId: row.shipperId,
    remoteId: row.remoteId,
    name: row.name,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    countryCode: row.countryCode,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: row.openingHours,
  };
}

/** Search words: whitespace-separated, at most 8 (each must match). */
function wordsOf(text: string | undefined): string[] {
  return (text ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
}

/** `keys`: those branches in the order asked (unknown or inactive ids left out), as one page. */
async function branchesByKeys(ctx: RequestContext, keys: readonly number[]): Promise<Page<Branch>> {
  const rows = await selectBranchesByIds(ctx.db, keys);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const data = [...new Set(keys)].flatMap((key) => {
    const row = byId.get(key);
    return row ? [toBranch(row)] : [];
  });
  return { data, currentPage: 1, totalPages: data.length ? 1 : 0 };
}

export async function listBranches(
  ctx: RequestContext,
  query: BranchesQuery,
): Promise<Page<Branch>> {
  if (query.keys) return branchesByKeys(ctx, query.keys);
  if (query.shipper_id !== undefined)
    await findShipperSchedule(ctx, query.shipper_id, 'shipper_id');
  const paging = { page: query.page ?? 1, perPage: query.perPage ?? defaultBranchesPerPage };
  const words = wordsOf(query.s);
  const [total, rows] = await Promise.all([
    countBranches(ctx.db, query.shipper_id, words),
    selectBranchPage(ctx.db, query.shipper_id, words, paging.perPage, offsetOf(paging)),
  ]);
  return pageOf(rows.map(toBranch), total, paging);
}

export async function getShipperBranch(
  ctx: RequestContext,
  shipperId: number,
  remoteId: string,
): Promise<Branch> {
  await findShipperSchedule(ctx, shipperId);
  const row = await selectBranchByRemoteId(ctx.db, shipperId, remoteId);
  if (!row) {
    throw new NotFoundError(`Shipper ${shipperId} has no branch ${quote(remoteId)}`, 'remoteId');
  }
  return toBranch(row);
}

/** For the cart: a branch by id, checked to belong to the shipper; undefined otherwise. */
export async function findBranchOfShipper(
  ctx: RequestContext,
  shipperId: number,
  branchId: number,
): Promise<Branch | undefined> {
  const [row] = await selectBranchesByIds(ctx.db, [branchId]);
  return row && row.shipperId === shipperId ? toBranch(row) : undefined;
}
