import type { DetailParameter } from '../productParameters.ts';

export interface CompareRow {
  id: number;
  title: string;
  /** One cell per product, in column order; '' where a product lacks the parameter. */
  cells: string[];
  /** The products do not all have the same value. */
  differs: boolean;
}

/**
 * Products side by side by parameter: one row per parameter any of them has, in the order they
 * first appear; a row differs when its cells are not all equal (a missing value counts).
 */
export function compareRows(columns: readonly (readonly DetailParameter[])[]): CompareRow[] {
  const titles = new Map<number, string>();
  for (const parameters of columns) {
    for (const parameter of parameters) {
      if (!titles.has(parameter.id)) titles.set(parameter.id, parameter.title);
    }
  }
  return [...titles].map(([id, title]) => {
    const cells = columns.map((parameters) => {
      const parameter = parameters.find((candidate) => candidate.id === id);
      return parameter ? parameter.values.map((value) => value.title).join(', ') : '';
    });
    return { id, title, cells, differs: new Set(cells).size > 1 };
  });
}
