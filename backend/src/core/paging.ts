export interface PageQuery {
  page: number;
  perPage: number;
}

export interface Page<T> {
  data: T[];
  currentPage: number;
  totalPages: number;
}

export function offsetOf({ page, perPage }: PageQuery): number {
  return (page - 1) * perPage;
}

/** A page past the end is empty, not an error; `totalPages` tells the caller where the end is. */
export function pageOf<T>(data: T[], total: number, { page, perPage }: PageQuery): Page<T> {
  return { data, currentPage: page, totalPages: Math.ceil(total / perPage) };
}
