import { asc, count, eq } from 'drizzle-orm';
import {
  shopBranchEmployees,
  shopBranchEmployeeTranslations,
  shopBranches,
  shopBranchTranslations,
} from '../../../db/schema/index.ts';
import { rowsOf } from '../content-shared/rows.ts';
import { idBySlug, translationsOf, type LocaleScope } from '../../../db/translations.ts';

export type BranchRow = typeof shopBranches.$inferSelect;

export async function selectBranchPage(
  scope: LocaleScope,
  limit: number,
  offset: number,
  primary?: boolean,
): Promise<{ rows: BranchRow[]; total: number }> {
  const where = primary === undefined ? undefined : eq(shopBranches.isPrimary, primary);
  const [rows, [total]] = await Promise.all([
    scope.db
      .select()
      .from(shopBranches)
      .where(where)
      .orderBy(asc(shopBranches.position), asc(shopBranches.id))
      .limit(limit)
      .offset(offset),
    scope.db.select({ value: count() }).from(shopBranches).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function selectBranchById(scope: LocaleScope, id: number) {
  const [row] = await scope.db.select().from(shopBranches).where(eq(shopBranches.id, id));
  return row;
}

export function branchIdBySlug(scope: LocaleScope, slug: string) {
  return idBySlug(scope, shopBranchTranslations, shopBranchTranslations.branchId, slug);
}

export function selectBranchTranslations(scope: LocaleScope, ids: readonly number[]) {
  return translationsOf(scope, shopBranchTranslations, shopBranchTranslations.branchId, ids);
}

export async function selectEmployees(scope: LocaleScope, branchIds: readonly number[]) {
  const { branchId, position } = shopBranchEmployees;
  const rows = await rowsOf(
    scope,
    shopBranchEmployees,
    branchId,
    branchIds,
    asc(branchId),
    asc(position),
  );
  const titles = await translationsOf(
    scope,
    shopBranchEmployeeTranslations,
    shopBranchEmployeeTranslations.employeeId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, jobTitle: titles.get(row.id)?.jobTitle ?? '' }));
}
