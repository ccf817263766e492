import { sql, type SQL } from 'drizzle-orm';

/**
 * Lists as ONE bind parameter. Drizzle expands a JS array in `sql` into `($1, $2, …)`, which
 * cannot be empty and grows the statement; these stay a single typed parameter.
 */
export function intArray(ids: readonly number[]): SQL {
  const safe = ids.filter((id) => Number.isInteger(id));
  return sql`${`{${safe.join(',')}}`}::int[]`;
}

export function textArray(items: readonly string[]): SQL {
  return sql`array(select json_array_elements_text(${JSON.stringify(items)}::json))`;
}
