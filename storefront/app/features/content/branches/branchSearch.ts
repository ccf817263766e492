/** What a branch can be found by: its name and address. */
export interface SearchableBranch {
  title: string;
  region: string;
  store_branch: { address: { street: string; city: string; postcode: string } };
}

/** Lower case without diacritics, so "plzen" finds "Plzeň" and "BRNO" finds "Brno". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The search box's text as the list page uses it: trimmed and at most 100 characters. */
export function branchQueryOf(url: URL): string {
  return (url.searchParams.get('q') ?? '').trim().slice(0, 100);
}

/** Every word of the query occurs in the branch's name, city, street, postcode or region. */
export function matchesBranchQuery(branch: SearchableBranch, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const { street, city, postcode } = branch.store_branch.address;
  const haystack = foldText([branch.title, city, street, postcode, branch.region].join(' '));
  const compactHaystack = haystack.replace(/\s+/g, '');
  // Postcodes are written with and without their space ("120 00", "12000").
  return words.every((word) => haystack.includes(word) || compactHaystack.includes(word));
}
