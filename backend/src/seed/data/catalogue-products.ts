/**
 * Words the product generator combines into names that read like a real shop's, per leaf category.
 * Czech adjectives agree with the noun's gender, so each has masculine, feminine and neuter forms.
 */

export type Gender = 'm' | 'f' | 'n';
export type Noun = readonly [cs: string, gender: Gender, en: string];
export type Adjective = readonly [m: string, f: string, n: string, en: string];

/** How a category's products vary: clothing sizes × colours (up to 24), shoes, capacities, colours. */
export type VariantKind = 'clothing' | 'shoes' | 'capacity' | 'color' | 'none';

export interface LeafTemplate {
  nouns: readonly Noun[];
  /** Public CZK price range with VAT, whole crowns. */
  price: readonly [min: number, max: number];
  variants: VariantKind;
  /** Material values (codes) products of this category are made of. */
  materials: readonly string[];
  energyClass?: boolean;
}

export const adjectives: readonly Adjective[] = [
  ['Lehký', 'Lehká', 'Lehké', 'Lightweight'],
  ['Odolný', 'Odolná', 'Odolné', 'Rugged'],
  ['Elegantní', 'Elegantní', 'Elegantní', 'Elegant'],
  ['Žluťoučký', 'Žluťoučká', 'Žluťoučké', 'Bright yellow'],
  ['Kompaktní', 'Kompaktní', 'Kompaktní', 'Compact'],
  ['Prémiový', 'Prémiová', 'Prémiové', 'Premium'],
  ['Klasický', 'Klasická', 'Klasické', 'Classic'],
  ['Městský', 'Městská', 'Městské', 'Urban'],
  ['Úsporný', 'Úsporná', 'Úsporné', 'Efficient'],
  ['Výkonný', 'Výkonná', 'Výkonné', 'Powerful'],
  ['Tichý', 'Tichá', 'Tiché', 'Quiet'],
  ['Chytrý', 'Chytrá', 'Chytré', 'Smart'],
  ['Retro', 'Retro', 'Retro', 'Retro'],
  ['Sportovní', 'Sportovní', 'Sportovní', 'Sports'],
  ['Pohodlný', 'Pohodlná', 'Pohodlné', 'Comfortable'],
  ['Skandinávský', 'Skandinávská', 'Skandinávské', 'Scandinavian'],
];

/** Model line names; Czech words on purpose so search tests have diacritics to ignore. */
export const seriesNames: readonly string[] = [
  'Horizont',
  'Kůň',
  'Úsvit',
  'Řeka',
  'Sněženka',
  'Bouře',
  'Jiskra',
  'Měsíc',
  'Polárník',
  'Štika',
  'Vánek',
  'Žula',
  'Nova',
  'Delta',
  'Orion',
  'Ťuhýk',
];

const clothing = ['cotton', 'polyester'];
const hard = ['plastic', 'aluminium', 'steel'];

export const leafTemplates: Readonly<Record<string, LeafTemplate>> = {
  Smartphones: {
    nouns: [['Chytrý telefon', 'm', 'Smartphone']],
    price: [3990, 32990],
    variants: 'capacity',
    materials: ['glass', 'aluminium'],
  },
  'Feature phones': {
    nouns: [['Tlačítkový telefon', 'm', 'Feature phone']],
    price: [590, 2490],
    variants: 'color',
    materials: ['plastic'],
  },
  'Phone accessories': {
    nouns: [
      ['Pouzdro na telefon', 'n', 'Phone case'],
      ['Nabíječka', 'f', 'Charger'],
      ['Ochranné sklo', 'n', 'Screen protector'],
    ],
    price: [149, 1290],
    variants: 'color',
    materials: ['plastic', 'leather', 'glass'],
  },
  Laptops: {
    nouns: [['Notebook', 'm', 'Laptop']],
    price: [9990, 54990],
    variants: 'capacity',
    materials: ['aluminium', 'plastic'],
    energyClass: true,
  },
  'Desktop computers': {
    nouns: [['Stolní počítač', 'm', 'Desktop computer']],
    price: [8990, 45990],
    variants: 'capacity',
    materials: hard,
    energyClass: true,
  },
  Monitors: {
    nouns: [['Monitor', 'm', 'Monitor']],
    price: [2490, 18990],
    variants: 'none',
    materials: ['plastic', 'aluminium'],
    energyClass: true,
  },
  Headphones: {
    nouns: [
      ['Sluchátka', 'n', 'Headphones'],
      ['Bezdrátová sluchátka', 'n', 'Wireless earbuds'],
    ],
    price: [390, 8990],
    variants: 'color',
    materials: ['plastic', 'leather'],
  },
  Speakers: {
    nouns: [['Reproduktor', 'm', 'Speaker']],
    price: [590, 12990],
    variants: 'color',
    materials: ['wood', 'plastic'],
  },
  Televisions: {
    nouns: [['Televize', 'f', 'Television']],
    price: [5990, 59990],
    variants: 'none',
    materials: ['plastic', 'aluminium'],
    energyClass: true,
  },
  Sofas: {
    nouns: [
      ['Pohovka', 'f', 'Sofa'],
      ['Rohová sedačka', 'f', 'Corner sofa'],
    ],
    price: [7990, 39990],
    variants: 'color',
    materials: ['leather', 'polyester', 'wood'],
  },
  'Tables and chairs': {
    nouns: [
      ['Jídelní stůl', 'm', 'Dining table'],
      ['Židle', 'f', 'Chair'],
    ],
    price: [990, 14990],
    variants: 'none',
    materials: ['wood', 'steel'],
  },
  'Garden tools': {
    nouns: [
      ['Zahradní nůžky', 'f', 'Garden shears'],
      ['Hrábě', 'f', 'Rake'],
      ['Sekačka', 'f', 'Lawn mower'],
    ],
    price: [190, 12990],
    variants: 'none',
    materials: ['steel', 'wood', 'plastic'],
  },
  Barbecues: {
    nouns: [['Gril', 'm', 'Barbecue']],
    price: [1490, 24990],
    variants: 'none',
    materials: ['steel'],
  },
  Lighting: {
    nouns: [
      ['Stolní lampa', 'f', 'Table lamp'],
      ['Stropní světlo', 'n', 'Ceiling light'],
    ],
    price: [390, 5990],
    variants: 'color',
    materials: ['glass', 'steel', 'wood'],
    energyClass: true,
  },
  Pots: {
    nouns: [['Hrnec', 'm', 'Pot']],
    price: [390, 3490],
    variants: 'none',
    materials: ['steel'],
  },
  Pans: {
    nouns: [['Pánev', 'f', 'Frying pan']],
    price: [490, 3990],
    variants: 'none',
    materials: ['steel', 'aluminium'],
  },
  'Coffee machines': {
    nouns: [['Kávovar', 'm', 'Coffee machine']],
    price: [1990, 29990],
    variants: 'color',
    materials: hard,
    energyClass: true,
  },
  Blenders: {
    nouns: [['Mixér', 'm', 'Blender']],
    price: [690, 6990],
    variants: 'color',
    materials: ['plastic', 'glass'],
    energyClass: true,
  },
  Kettles: {
    nouns: [['Rychlovarná konvice', 'f', 'Kettle']],
    price: [490, 2990],
    variants: 'color',
    materials: ['steel', 'glass', 'plastic'],
  },
  Bicycles: {
    nouns: [
      ['Horské kolo', 'n', 'Mountain bike'],
      ['Městské kolo', 'n', 'City bike'],
    ],
    price: [7990, 49990],
    variants: 'clothing',
    materials: ['aluminium', 'steel'],
  },
  'Cycling helmets': {
    nouns: [['Cyklistická přilba', 'f', 'Cycling helmet']],
    price: [590, 3990],
    variants: 'clothing',
    materials: ['plastic'],
  },
  Backpacks: {
    nouns: [['Batoh', 'm', 'Backpack']],
    price: [490, 4990],
    variants: 'color',
    materials: ['polyester'],
  },
  Tents: {
    nouns: [['Stan', 'm', 'Tent']],
    price: [1490, 14990],
    variants: 'color',
    materials: ['polyester', 'aluminium'],
  },
  'Fitness equipment': {
    nouns: [
      ['Činka', 'f', 'Dumbbell'],
      ['Podložka na cvičení', 'f', 'Exercise mat'],
      ['Švihadlo', 'n', 'Skipping rope'],
    ],
    price: [149, 4990],
    variants: 'none',
    materials: ['steel', 'plastic'],
  },
  "Women's clothing": {
    nouns: [
      ['Dámské tričko', 'n', "Women's T-shirt"],
      ['Dámská mikina', 'f', "Women's hoodie"],
      ['Dámské šaty', 'f', "Women's dress"],
    ],
    price: [290, 2990],
    variants: 'clothing',
    materials: clothing,
  },
  "Men's clothing": {
    nouns: [
      ['Pánské tričko', 'n', "Men's T-shirt"],
      ['Pánská košile', 'f', "Men's shirt"],
      ['Pánský svetr', 'm', "Men's sweater"],
    ],
    price: [290, 2990],
    variants: 'clothing',
    materials: clothing,
  },
  Trainers: {
    nouns: [['Tenisky', 'f', 'Trainers']],
    price: [890, 3990],
    variants: 'shoes',
    materials: ['leather', 'polyester'],
  },
  'Ankle boots': {
    nouns: [['Kotníková obuv', 'f', 'Ankle boots']],
    price: [1290, 4990],
    variants: 'shoes',
    materials: ['leather'],
  },
  'Building sets': {
    nouns: [['Stavebnice', 'f', 'Building set']],
    price: [290, 4990],
    variants: 'none',
    materials: ['plastic', 'wood'],
  },
  Dolls: {
    nouns: [['Panenka', 'f', 'Doll']],
    price: [199, 1990],
    variants: 'none',
    materials: ['plastic'],
  },
  'Board games': {
    nouns: [
      ['Desková hra', 'f', 'Board game'],
      ['Karetní hra', 'f', 'Card game'],
    ],
    price: [249, 2490],
    variants: 'none',
    materials: ['paper'],
  },
  "Children's clothing": {
    nouns: [
      ['Dětské tričko', 'n', "Kids' T-shirt"],
      ['Dětská bunda', 'f', "Kids' jacket"],
    ],
    price: [199, 1990],
    variants: 'clothing',
    materials: clothing,
  },
  'Skin care': {
    nouns: [
      ['Pleťový krém', 'm', 'Face cream'],
      ['Čisticí gel', 'm', 'Cleansing gel'],
    ],
    price: [129, 1490],
    variants: 'none',
    materials: ['plastic', 'glass'],
  },
  'Hair care': {
    nouns: [
      ['Šampon', 'm', 'Shampoo'],
      ['Kondicionér', 'm', 'Conditioner'],
    ],
    price: [99, 890],
    variants: 'none',
    materials: ['plastic'],
  },
  Perfumes: {
    nouns: [['Parfémová voda', 'f', 'Eau de parfum']],
    price: [490, 3990],
    variants: 'none',
    materials: ['glass'],
  },
  Fiction: {
    nouns: [['Román', 'm', 'Novel']],
    price: [199, 599],
    variants: 'none',
    materials: ['paper'],
  },
  'Non-fiction': {
    nouns: [
      ['Průvodce', 'm', 'Guide'],
      ['Kuchařka', 'f', 'Cookbook'],
    ],
    price: [249, 899],
    variants: 'none',
    materials: ['paper'],
  },
  "Children's books": {
    nouns: [['Pohádková kniha', 'f', "Children's storybook"]],
    price: [149, 499],
    variants: 'none',
    materials: ['paper'],
  },
  'Office supplies': {
    nouns: [
      ['Propiska', 'f', 'Ballpoint pen'],
      ['Sešit', 'm', 'Notebook'],
      ['Kancelářská židle', 'f', 'Office chair'],
    ],
    price: [29, 5990],
    variants: 'none',
    materials: ['paper', 'plastic', 'steel'],
  },
};

/** A tag slicing a virtual category further: values (parameter code → value codes) it adds. */
export interface VirtualCategoryTagSpec {
  cs: string;
  en: string;
  values: Readonly<Record<string, readonly string[]>>;
}

/** Virtual categories: a store category (by English name) sliced by colour values or a brand. */
export const virtualCategorySpecs = [
  { cs: 'Černé batohy', en: 'Black backpacks', category: 'Backpacks', colors: ['black'] },
  {
    cs: 'Červené tenisky',
    en: 'Red trainers',
    category: 'Trainers',
    colors: ['red'],
    tags: [
      { cs: 'Kožené', en: 'Leather', values: { material: ['leather'] } },
      {
        cs: 'Velikosti 43–46',
        en: 'Sizes 43–46',
        values: { shoe_size: ['43', '44', '45', '46'] },
      },
    ],
  },
  {
    cs: 'Bílé kávovary',
    en: 'White coffee machines',
    category: 'Coffee machines',
    colors: ['white'],
    tags: [{ cs: 'Energetická třída A', en: 'Energy class A', values: { energy_class: ['a'] } }],
  },
  {
    cs: 'Modré a zelené stany',
    en: 'Blue and green tents',
    category: 'Tents',
    colors: ['blue', 'green'],
  },
  { cs: 'Šedé pohovky', en: 'Grey sofas', category: 'Sofas', colors: ['grey'] },
  { cs: 'Růžová sluchátka', en: 'Pink headphones', category: 'Headphones', colors: ['pink'] },
  {
    cs: 'Notebooky do 20 000 Kč',
    en: 'Laptops under CZK 20,000',
    category: 'Laptops',
    colors: [],
    priceTo: 2_000_000,
    tags: [
      { cs: 'Hliníkové', en: 'Aluminium', values: { material: ['aluminium'] } },
      { cs: '512 GB', en: '512 GB', values: { capacity: ['512'] } },
    ],
  },
  { cs: 'Žluté oblečení', en: 'Yellow clothing', category: 'Fashion', colors: ['yellow'] },
] as const;
