/** Latency summary of one call, in milliseconds. */
export interface Summary {
  name: string;
  count: number;
  median: number;
  p99: number;
  mean: number;
  max: number;
  /** Non-2xx answers; a benchmark of errors measures nothing. */
  failures: number;
}

/** Nearest-rank percentile of ascending samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function summarise(name: string, samples: readonly number[], failures: number): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    name,
    count: sorted.length,
    median: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sum / Math.max(1, sorted.length),
    max: sorted.at(-1) ?? Number.NaN,
    failures,
  };
}

/** A fixed-width table; `target` marks medians at or above it. */
export function formatTable(rows: readonly Summary[], target: number): string {
  const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
  const header = ['call', 'n', 'median ms', 'p99 ms', 'mean ms', 'max ms', 'failed', ''];
  const lines = rows.map((row) => [
    row.name,
    String(row.count),
    ms(row.median),
    ms(row.p99),
    ms(row.mean),
    ms(row.max),
    String(row.failures),
    row.median < target ? 'ok' : `>= ${target} ms`,
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join(
    '\n',
  );
}
