import type { Load } from './measure.ts';

/** One line of the page table. */
export interface Row {
  page: string;
  locale: string;
  mode: string;
  /** HTTP status of the probe, or why the page was not loaded. */
  status: string;
  path?: string;
  bytes: number | null;
  cacheControl?: string | null;
  load: Load | null;
}

/** req/s, p50, p99, bytes on the wire and the share of the static baseline, fixed width. */
export function formatPageTable(rows: readonly Row[]): string {
  const baseline = rows.find((row) => row.page === 'static baseline')?.load?.requestsPerSecond;
  const header = ['page', 'locale', 'mode', 'req/s', 'p50 ms', 'p99 ms', 'bytes', 'vs static'];
  const lines = rows.map((row) => {
    const rps = row.load?.requestsPerSecond;
    const failed = row.load && row.load.non2xx + row.load.errors > 0 ? ' !' : '';
    if (!row.load) {
      const why = row.status === '404' ? 'not found (404)' : row.status;
      return [row.page, row.locale, row.mode, why, '', '', '', ''];
    }
    return [
      row.page,
      row.locale,
      row.mode,
      `${rps}${failed}`,
      String(row.load.p50),
      String(row.load.p99),
      String(row.bytes ?? ''),
      baseline && rps !== undefined ? `${((rps / baseline) * 100).toFixed(1)} %` : '',
    ];
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join(
    '\n',
  );
}
