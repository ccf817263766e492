import { branchMapLimit, type ContentBranch as Branch } from '@vitrina/contracts/content';
import type { RequestContext } from '../../../core/request-context.ts';
import { imageOf, pageMeta } from '../content-shared/page-meta.ts';
import { withTranslations } from '../../../db/translations.ts';
import {
  branchIdBySlug,
  selectBranchById,
  selectBranchPage,
  selectBranchTranslations,
  selectEmployees,
  type BranchRow,
} from './content-branches.repository.ts';

async function toBranches(ctx: RequestContext, rows: BranchRow[]): Promise<Branch[]> {
  const ids = rows.map((row) => row.id);
  const [translations, employees] = await Promise.all([
    selectBranchTranslations(ctx, ids),
    selectEmployees(ctx, ids),
  ]);
  return withTranslations(rows, translations, (row, t) => ({
    _id: String(row.id),
    title: t.title,
    store_id: row.storeId,
    is_primary: row.isPrimary,
    gps_latitude: row.gpsLatitude,
    gps_longitude: row.gpsLongitude,
    opening_hours: row.openingHours,
    region: t.region,
    services: t.services,
    description: t.description,
    branch_map_description: t.branchMapDescription,
    branch_map_iframe: row.branchMapIframe,
    branch_360_iframe: row.branch360Iframe,
    car_accessibility: t.carAccessibility,
    public_transportation_accessibility: t.publicTransportationAccessibility,
    pay_with_card: row.payWithCard,
    google_map_link: row.googleMapLink,
    review_link: row.reviewLink,
    images: row.images.map((path) => ({ path, alt: t.title })),
    main_image: imageOf(row.mainImage, t.title),
    page_meta: pageMeta(t),
    lastModified: row.lastModified.toISOString(),
    employees: employees
      .filter((employee) => employee.branchId === row.id)
      .map((employee) => ({
        title: employee.name,
        position: employee.jobTitle,
        email: employee.email,
        phone: employee.phone,
        photo: imageOf(employee.photo, employee.name),
      })),
    store_branch: {
      id: row.storeId,
      address: { street: row.street, city: row.city, postcode: row.postcode },
    },
    phone: row.phone,
    email: row.email,
  }));
}

/** Branches in display order; `primary` keeps only the primary (or only the other) branches. */
export async function listBranches(
  ctx: RequestContext,
  input: { skip: number; limit: number; primary?: boolean | null },
): Promise<{ items: Branch[]; total: number }> {
  const { rows, total } = await selectBranchPage(
    ctx,
    input.limit,
    input.skip,
    input.primary ?? undefined,
  );
  return { items: await toBranches(ctx, rows), total };
}

/** Branches for the map: the first `limit` (at most 500) in display order. */
export async function listBranchMap(ctx: RequestContext, limit: number): Promise<Branch[]> {
  const { rows } = await selectBranchPage(ctx, Math.min(limit, branchMapLimit), 0);
  return toBranches(ctx, rows);
}

/** A branch by slug or by id; null when neither finds one. */
export async function findBranch(
  ctx: RequestContext,
  by: { slug?: string | null; id?: number | null },
): Promise<Branch | null> {
  const id = by.id ?? (by.slug ? await branchIdBySlug(ctx, by.slug) : undefined);
  if (id === undefined || id === null) return null;
  const row = await selectBranchById(ctx, id);
  if (!row) return null;
  const [branch] = await toBranches(ctx, [row]);
  return branch ?? null;
}
