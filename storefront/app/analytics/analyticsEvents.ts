/** Spec §4: the names the storefront reports to the dataLayer. */
export const analyticsEvents = [
  'article.page_view',
  'cart.item.add',
  'cart.item.remove',
  'cart.loaded',
  'cart.page_view',
  'catalog.page_view',
  'checkout.step_load',
  'checkout.step_option',
  'newsletter.subscribed',
  'not_found.page_view',
  'product.click',
  'product.impression',
  'product.page_view',
  'promotion.click',
  'promotion.impression',
  'order.placed',
  'search.query',
  'site.page_view',
  'site.session_loaded',
  'user.loaded',
  'user.registered',
] as const;
export type AnalyticsEvent = (typeof analyticsEvents)[number];

/** A product as lists and the cart report it; prices in major units of `currency`. */
export interface TrackedProduct {
  id: string;
  name: string;
  variantId?: string;
  category?: string;
  brand?: string;
  price?: number;
  currency?: string;
  /** 1-based place in the list it was shown in. */
  position?: number;
  quantity?: number;
}

/** What a page type means to the reports (spec §4's route-name rules). */
export type PageType = 'home' | 'searchresults' | 'category' | 'other';

/** The payload of each event; events without their own shape take plain fields. */
export interface AnalyticsPayloads {
  'site.page_view': { routeName: string; pageType: PageType; path: string; locale: string };
  'site.session_loaded': { locale: string; currency: string; loggedIn: boolean };
  'product.impression': { list: string; products: TrackedProduct[] };
  'product.click': { list: string; product: TrackedProduct };
  'cart.item.add': { product: TrackedProduct; quantity: number };
  'cart.item.remove': { product: TrackedProduct; quantity: number };
  /** Spec §4: the zero-based checkout step reported as step + 1. */
  'checkout.step_load': { step: number; products?: TrackedProduct[] };
  /** A shipper or payment the shopper picked on the shipping-and-payment step. */
  'checkout.step_option': {
    step: number;
    option: string;
    kind: 'shipper' | 'payment';
    optionId: string;
  };
  'cart.page_view': { products: TrackedProduct[]; total: number; currency: string };
  /** The shopper's cart as the page loaded it (once per page load, with a cart cookie). */
  'cart.loaded': { itemsCount: number; total: number; currency: string };
  'user.loaded': { loggedIn: true };
  'product.page_view': { product: TrackedProduct };
  'catalog.page_view': { categoryId: string; name: string; path: string };
  'article.page_view': { title: string; path: string };
  'not_found.page_view': { path: string };
  /** Where the address was given: `footer`, `block` (a CMS newsletter block)… */
  'newsletter.subscribed': { source: string };
  'user.registered': { business: boolean; newsletter: boolean };
  'order.placed': {
    orderId: string;
    code: string;
    total: number;
    currency: string;
    products: TrackedProduct[];
  };
  'search.query': { query: string; results?: number };
}

export type AnalyticsPayload<E extends AnalyticsEvent> = E extends keyof AnalyticsPayloads
  ? AnalyticsPayloads[E]
  : Record<string, unknown>;
