type Pair = { cs: string; en: string };

export interface ArticleCategorySpec extends Pair {
  /** Index into the list of the master category, for sub-categories. */
  master?: number;
}

export const articleCategorySpecs: readonly ArticleCategorySpec[] = [
  { cs: 'Rádce', en: 'Guides' },
  { cs: 'Novinky', en: 'News' },
  { cs: 'Elektronika', en: 'Electronics', master: 0 },
  { cs: 'Domov a zahrada', en: 'Home and garden', master: 0 },
  { cs: 'Sport', en: 'Sports', master: 0 },
];

export const articleTagSpecs: readonly Pair[] = [
  { cs: 'Recenze', en: 'Review' },
  { cs: 'Návod', en: 'How-to' },
  { cs: 'Srovnání', en: 'Comparison' },
  { cs: 'Tipy', en: 'Tips' },
  { cs: 'Akce', en: 'Deals' },
  { cs: 'Udržitelnost', en: 'Sustainability' },
  { cs: 'Rozhovor', en: 'Interview' },
  { cs: 'Trendy', en: 'Trends' },
];

export interface AuthorSpec {
  name: string;
  hasPage: boolean;
  perex: Pair;
}

export const authorSpecs: readonly AuthorSpec[] = [
  {
    name: 'Tereza Malá',
    hasPage: true,
    perex: { cs: 'Redaktorka se zálibou v technice.', en: 'An editor with a love of tech.' },
  },
  {
    name: 'Jakub Dvořák',
    hasPage: true,
    perex: { cs: 'Testuje vše, co má baterii.', en: 'Tests anything with a battery.' },
  },
  {
    name: 'Eva Černá',
    hasPage: false,
    perex: { cs: 'Zahradnice a kutilka.', en: 'Gardener and DIY fan.' },
  },
  {
    name: 'Petr Novák',
    hasPage: true,
    perex: { cs: 'Běžec a cyklista.', en: 'Runner and cyclist.' },
  },
];

/** Topic words the 32 article titles are built from, cs and en side by side. */
export const articleTopics: readonly Pair[] = [
  { cs: 'Jak vybrat chytrý telefon', en: 'How to choose a smartphone' },
  { cs: 'Nejlepší sluchátka roku', en: 'Best headphones of the year' },
  { cs: 'Notebook pro studenty', en: 'A laptop for students' },
  { cs: 'Péče o trávník na jaře', en: 'Spring lawn care' },
  { cs: 'Běžecké boty pro začátečníky', en: 'Running shoes for beginners' },
  { cs: 'Televize OLED nebo QLED', en: 'OLED or QLED television' },
  { cs: 'Úspora energie v kuchyni', en: 'Saving energy in the kitchen' },
  { cs: 'Jízdní kolo do města', en: 'A bicycle for the city' },
  { cs: 'Monitor pro práci z domova', en: 'A monitor for working from home' },
  { cs: 'Zavlažování zahrady', en: 'Watering the garden' },
  { cs: 'Reproduktory na párty', en: 'Party speakers' },
  { cs: 'Sedačka do malého bytu', en: 'A sofa for a small flat' },
  { cs: 'Stan na víkend', en: 'A tent for the weekend' },
  { cs: 'Příslušenství k telefonu', en: 'Phone accessories' },
  { cs: 'Stolní počítač pro hráče', en: 'A gaming desktop' },
  { cs: 'Zimní údržba kola', en: 'Winter bike maintenance' },
  { cs: 'Osvětlení obývacího pokoje', en: 'Living room lighting' },
  { cs: 'Fitness hodinky', en: 'Fitness watches' },
  { cs: 'Kávovar na každý den', en: 'An everyday coffee maker' },
  { cs: 'Pěstování rajčat', en: 'Growing tomatoes' },
  { cs: 'Tlačítkový telefon pro seniory', en: 'A feature phone for seniors' },
  { cs: 'Jóga doma', en: 'Yoga at home' },
  { cs: 'Robotický vysavač', en: 'A robot vacuum cleaner' },
  { cs: 'Zahradní nábytek', en: 'Garden furniture' },
  { cs: 'Soundbar k televizi', en: 'A soundbar for the TV' },
  { cs: 'Plavání pro zdraví', en: 'Swimming for health' },
  { cs: 'Jarní výprodej', en: 'Spring sale' },
  { cs: 'Nové prodejny', en: 'New stores' },
  { cs: 'Recyklace elektroniky', en: 'Recycling electronics' },
  { cs: 'Rozhovor s naším technikem', en: 'An interview with our technician' },
  { cs: 'Chystané novinky na podzim', en: 'Autumn launches coming soon' },
  { cs: 'Letní akce na obzoru', en: 'Summer deals ahead' },
];

/** The last articles are scheduled: lists must not show them. */
export const futureArticleCount = 2;
export const siteCodes = ['vitrina', 'partner'] as const;
