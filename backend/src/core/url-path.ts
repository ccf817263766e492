/**
 * The form paths are stored in: query and fragment dropped, leading slash, repeated slashes
 * collapsed, lower case, no trailing slash (except the root). `/O-Nas/?x=1` → `/o-nas`.
 */
export function normaliseUrlPath(raw: string): string {
  const path = (raw.split(/[?#]/, 1)[0] ?? '').trim().toLowerCase();
  const slashed = `/${path}`.replace(/\/{2,}/g, '/');
  return slashed.length > 1 ? slashed.replace(/\/$/, '') : slashed;
}
