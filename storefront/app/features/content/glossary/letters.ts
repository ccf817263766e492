/** Items grouped by the first letter of their title (A–Z list), letters and items sorted. */
export function letterGroups<T extends { title: string }>(
  items: readonly T[],
  locale: string,
): { letter: string; items: T[] }[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => collator.compare(a.title, b.title))) {
    // "Ch" is one letter in Czech, after H; everything else goes by its first character.
    const first = item.title.trim();
    const letter =
      locale === 'cs' && /^ch/i.test(first) ? 'Ch' : (first[0] ?? '#').toLocaleUpperCase(locale);
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups].map(([letter, grouped]) => ({ letter, items: grouped }));
}
