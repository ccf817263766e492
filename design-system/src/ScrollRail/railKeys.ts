/**
 * The item a key moves to among `count` (arrows step and wrap round, Home and End jump to the
 * ends), or null for any other key: how pickers, thumbnails and zoom views are driven.
 */
export function railKeyTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  const wrap = (target: number) => ((target % count) + count) % count;
  if (key === 'ArrowLeft') return wrap(index - 1);
  if (key === 'ArrowRight') return wrap(index + 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
