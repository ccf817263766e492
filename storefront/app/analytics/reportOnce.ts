import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Remembers the last key reported, so one thing (a page, a product, a checkout step) is reported
 * once: a re-render, a revalidation or React's doubled effects bring the same key and are
 * skipped; a new key (another product in the same route) is reported.
 */
export function createOnceGate() {
  let last: string | null = null;
  return {
    /** True the first time `key` comes after another key (or none); null never reports. */
    shouldReport(key: string | null): boolean {
      if (key === null || key === last) return false;
      last = key;
      return true;
    },
  };
}

/**
 * Calls `report` after the render in which `key` first appears (see `createOnceGate`). `report`
 * may read the latest props: they are not reasons to report again. The key says what counts as
 * new (a product id, a checkout step); null waits.
 */
export function useReportOnce(key: string | null, report: () => void): void {
  const gate = useRef<ReturnType<typeof createOnceGate> | null>(null);
  gate.current ??= createOnceGate();
  const run = useEffectEvent(report);
  useEffect(() => {
    if (gate.current?.shouldReport(key)) run();
  }, [key]);
}
