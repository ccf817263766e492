/** Shapes the search page and the header dropdown share between server and browser. */

/** A hit as the page and the dropdown show it: a title that links somewhere, maybe a picture. */
export interface SearchLink {
  /** Unique within its list (`category-27`): types share ids. */
  key: string;
  title: string;
  href: string;
  /** A square thumbnail URL (48 px, 2× sharp) for the dropdown; null without a picture. */
  image: string | null;
}

export const suggestionGroupTypes = [
  'product',
  'category',
  'brand',
  'article',
  'faq',
  'menu',
] as const;
export type SuggestionGroupType = (typeof suggestionGroupTypes)[number];

export interface SuggestionGroup {
  type: SuggestionGroupType;
  items: SearchLink[];
}

/** The dropdown's answer for one query (`GET /actions/search-suggestions?q=`). */
export interface Suggestions {
  q: string;
  groups: SuggestionGroup[];
  /** Every matching product, for the "all N results" link. */
  productTotal: number;
}
