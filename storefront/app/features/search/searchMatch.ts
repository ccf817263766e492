/**
 * Spec §9's menu-search rule, used for what the search call does not return (brands): every
 * query word must occur in the title, compared without case and diacritics ("brnenka" finds
 * "Brněnka").
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function matchesEveryPart(title: string, parts: readonly string[]): boolean {
  if (parts.length === 0) return false;
  const folded = foldText(title);
  return parts.every((part) => folded.includes(foldText(part)));
}
