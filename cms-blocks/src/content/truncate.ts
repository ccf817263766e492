/**
 * Cuts text to `max` characters (code points, so no emoji is split) and marks the cut with an
 * ellipsis; the ellipsis counts towards `max`, so the result never exceeds it.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
