const cz = (cs: string, en: string) => ({ cs, en });

export interface PageSpec {
  kind: 'page' | 'content_page';
  title: { cs: string; en: string };
  slug: { cs: string; en: string };
  /** The showcase gets every block and rich-text node; others a short document. */
  showcase?: boolean;
  contactBox?: boolean;
}

/** Slugs match the footer menus and URL rewrites (seed/data/menus.ts, url-rewrites.ts). */
export const pageSpecs: readonly PageSpec[] = [
  {
    kind: 'page',
    title: cz('Obchodní podmínky', 'Terms and conditions'),
    slug: cz('obchodni-podminky', 'terms-and-conditions'),
    showcase: true,
  },
  {
    kind: 'page',
    title: cz('O společnosti', 'About us'),
    slug: cz('o-spolecnosti', 'about-us'),
    contactBox: true,
  },
  {
    kind: 'page',
    title: cz('Kariéra', 'Careers'),
    slug: cz('kariera', 'careers'),
    contactBox: true,
  },
  {
    kind: 'page',
    title: cz('Ochrana osobních údajů', 'Privacy policy'),
    slug: cz('ochrana-osobnich-udaju', 'privacy-policy'),
  },
  {
    kind: 'page',
    title: cz('Zásady cookies', 'Cookie policy'),
    slug: cz('zasady-cookies', 'cookie-policy'),
  },
  {
    kind: 'page',
    title: cz('Odstoupení od smlouvy', 'Withdrawal from contract'),
    slug: cz('odstoupeni-od-smlouvy', 'withdrawal-from-contract'),
  },
  {
    kind: 'page',
    title: cz('Reklamace a vrácení zboží', 'Returns and complaints'),
    slug: cz('reklamace-a-vraceni-zbozi', 'returns-and-complaints'),
  },
  {
    kind: 'content_page',
    title: cz('Doprava a platba', 'Delivery and payment'),
    slug: cz('doprava-a-platba', 'delivery-and-payment'),
    showcase: true,
  },
  {
    kind: 'content_page',
    title: cz('Vše o nákupu', 'About purchase'),
    slug: cz('vse-o-nakupu', 'about-purchase'),
  },
];

export const termSpecs = [
  cz('Akumulátor', 'Battery'),
  cz('Bluetooth', 'Bluetooth'),
  cz('Displej OLED', 'OLED display'),
  cz('Energetická třída', 'Energy class'),
  cz('Gigabajt', 'Gigabyte'),
  cz('HDMI', 'HDMI'),
  cz('Jádro procesoru', 'CPU core'),
  cz('Kapacita', 'Capacity'),
  cz('Lumen', 'Lumen'),
  cz('Mikrofon', 'Microphone'),
  cz('Rozlišení', 'Resolution'),
  cz('Wi-Fi', 'Wi-Fi'),
] as const;

export const bannerSpecs = [
  {
    title: cz('Jarní výprodej', 'Spring sale'),
    text: cz('Slevy až 50 %', 'Up to 50% off'),
    url: cz('/vyprodej', '/en/sale'),
    weight: 30,
    enabled: true,
  },
  {
    title: cz('Nové notebooky', 'New laptops'),
    text: cz('Výkon na cesty', 'Power on the go'),
    url: cz('/notebooky', '/en/laptops'),
    weight: 20,
    enabled: true,
  },
  {
    title: cz('Zahrada', 'Garden'),
    text: cz('Vše pro vaši zahradu', 'All for your garden'),
    url: cz('/dum-a-zahrada', '/en/home-and-garden'),
    weight: 10,
    enabled: true,
  },
  {
    title: cz('Stará kampaň', 'Old campaign'),
    text: cz('Již neplatí', 'No longer valid'),
    url: cz('/akce-2019', '/en/deals-2019'),
    weight: 40,
    enabled: false,
  },
] as const;

export const infoBoxSpecs = [
  {
    color: 'warning',
    text: cz(
      'Vánoční objednávky doručíme do 22. 12.',
      'Christmas orders delivered by 22 December.',
    ),
  },
  { color: 'info', text: cz('Nově platba Apple Pay.', 'Apple Pay now accepted.') },
  { color: null, text: cz('Zákaznická linka 8–18 h.', 'Customer line 8 am–6 pm.') },
] as const;

export const faqSpecs = [
  {
    q: cz('Jak dlouho trvá doručení?', 'How long does delivery take?'),
    a: cz('Obvykle 1–2 pracovní dny.', 'Usually 1–2 working days.'),
    categories: [1],
  },
  {
    q: cz('Mohu zboží vrátit?', 'Can I return goods?'),
    a: cz('Ano, do 30 dnů bez udání důvodu.', 'Yes, within 30 days without giving a reason.'),
    categories: [],
  },
  {
    q: cz('Jak uplatnit reklamaci?', 'How do I make a complaint?'),
    a: cz('Vyplňte formulář nebo přijďte na prodejnu.', 'Fill in the form or visit a store.'),
    categories: [],
  },
  {
    q: cz('Doprava zdarma', 'Free delivery'),
    a: cz('Od 1 500 Kč doprava zdarma.', 'Free delivery from 1,500 CZK.'),
    categories: [1, 14],
  },
  {
    q: cz('Platba kartou', 'Card payment'),
    a: cz('Přijímáme Visa a Mastercard.', 'We accept Visa and Mastercard.'),
    categories: [],
  },
  {
    q: cz('Jak vybrat chytrý telefon?', 'How to choose a smartphone?'),
    a: cz('Podívejte se do našeho rádce.', 'See our guide.'),
    categories: [2],
  },
] as const;

/** Editorial picks per featured type; ids of the first demo products (the catalogue seed starts at 1). */
export const featuredProductIds = {
  new: [1, 2, 3, 4, 5, 6],
  sale: [7, 8, 9, 13, 17, 21],
  tip: [9, 10, 11, 12, 14, 15],
} as const;
