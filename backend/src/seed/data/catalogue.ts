/**
 * Reference data of the demo catalogue: brands, parameters with their values, warehouses and price
 * lists. Products are generated from these (seed/catalogue-products.ts).
 */

/** Fictional brands (nothing real is implied); weight orders "brands by weight". */
export const brandNames: readonly string[] = [
  'Nordvik',
  'Alpena',
  'Velox',
  'Brněnka',
  'Orbis',
  'Lumina',
  'Kovárna Hájek',
  'Zlatý klas',
  'Tatra Home',
  'Modrá laguna',
  'Sokolík',
  'Vltavín',
  'Pixelio',
  'Soundmaster',
  'Krkonošská dílna',
  'Urban Fox',
  'Mistral',
  'Bohemia Craft',
  'Skřítek',
  'Fjordline',
  'Kaktus',
  'Ocelot',
  'Polárka',
  'Šumava Outdoor',
  'Zenit',
  'Čtyřlístek',
  'Helios',
  'Marlow & Finch',
  'Řemeslník',
  'Aurora',
  'Kvítek',
  'Dynamo',
  'Pernštejn',
  'Nebula',
  'Medvídek',
  'Quartz',
  'Žluťásek',
  'Lesní moudrost',
  'Titan Pro',
  'Kolibřík',
];

export interface ValueSpec {
  code: string;
  cs: string;
  en: string;
  hex?: string;
}

export interface ParameterSpec {
  code: string;
  type: 'manufacturer' | 'color' | 'text' | 'number';
  cs: string;
  en: string;
  unit?: { cs: string; en: string };
  values: readonly ValueSpec[];
}

/** Ids follow this order: manufacturer 1 and colour 2 are the fixed ids the storefront uses. */
export const parameterSpecs: readonly ParameterSpec[] = [
  { code: 'manufacturer', type: 'manufacturer', cs: 'Výrobce', en: 'Manufacturer', values: [] },
  {
    code: 'color',
    type: 'color',
    cs: 'Barva',
    en: 'Colour',
    values: [
      { code: 'black', cs: 'Černá', en: 'Black', hex: '#1f1f1f' },
      { code: 'white', cs: 'Bílá', en: 'White', hex: '#f5f5f2' },
      { code: 'red', cs: 'Červená', en: 'Red', hex: '#c62828' },
      { code: 'blue', cs: 'Modrá', en: 'Blue', hex: '#1e5bb8' },
      { code: 'green', cs: 'Zelená', en: 'Green', hex: '#2e7d32' },
      { code: 'yellow', cs: 'Žlutá', en: 'Yellow', hex: '#f2c12e' },
      { code: 'grey', cs: 'Šedá', en: 'Grey', hex: '#8a8d91' },
      { code: 'brown', cs: 'Hnědá', en: 'Brown', hex: '#6d4c33' },
      { code: 'pink', cs: 'Růžová', en: 'Pink', hex: '#e88aa8' },
      { code: 'orange', cs: 'Oranžová', en: 'Orange', hex: '#ef7d22' },
      { code: 'purple', cs: 'Fialová', en: 'Purple', hex: '#6a3d9a' },
      { code: 'navy', cs: 'Tmavě modrá', en: 'Navy', hex: '#1b2a4a' },
    ],
  },
  {
    code: 'size',
    type: 'text',
    cs: 'Velikost',
    en: 'Size',
    values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size) => ({
      code: size.toLowerCase(),
      cs: size,
      en: size,
    })),
  },
  {
    code: 'shoe_size',
    type: 'number',
    cs: 'Velikost obuvi',
    en: 'Shoe size',
    unit: { cs: 'EU', en: 'EU' },
    values: [37, 38, 39, 40, 41, 42, 43, 44, 45, 46].map((size) => ({
      code: String(size),
      cs: String(size),
      en: String(size),
    })),
  },
  {
    code: 'capacity',
    type: 'number',
    cs: 'Kapacita úložiště',
    en: 'Storage capacity',
    unit: { cs: 'GB', en: 'GB' },
    values: [64, 128, 256, 512].map((size) => ({
      code: String(size),
      cs: `${size} GB`,
      en: `${size} GB`,
    })),
  },
  {
    code: 'material',
    type: 'text',
    cs: 'Materiál',
    en: 'Material',
    values: [
      { code: 'cotton', cs: 'Bavlna', en: 'Cotton' },
      { code: 'polyester', cs: 'Polyester', en: 'Polyester' },
      { code: 'leather', cs: 'Kůže', en: 'Leather' },
      { code: 'wood', cs: 'Dřevo', en: 'Wood' },
      { code: 'steel', cs: 'Ocel', en: 'Steel' },
      { code: 'plastic', cs: 'Plast', en: 'Plastic' },
      { code: 'glass', cs: 'Sklo', en: 'Glass' },
      { code: 'aluminium', cs: 'Hliník', en: 'Aluminium' },
      { code: 'paper', cs: 'Papír', en: 'Paper' },
    ],
  },
  {
    code: 'warranty',
    type: 'number',
    cs: 'Záruka',
    en: 'Warranty',
    values: [
      { code: '2', cs: '2 roky', en: '2 years' },
      { code: '3', cs: '3 roky', en: '3 years' },
      { code: '5', cs: '5 let', en: '5 years' },
    ],
  },
  {
    code: 'energy_class',
    type: 'text',
    cs: 'Energetická třída',
    en: 'Energy class',
    values: ['A', 'B', 'C', 'D'].map((grade) => ({
      code: grade.toLowerCase(),
      cs: grade,
      en: grade,
    })),
  },
];

/** Several warehouses; the supplier's is virtual (orderable, ships later). */
export const warehouseSpecs = [
  { code: 'praha', name: 'Praha – Chodov', virtual: false },
  { code: 'brno', name: 'Brno – Slatina', virtual: false },
  { code: 'ostrava', name: 'Ostrava – Hrabová', virtual: false },
  { code: 'supplier', name: 'Dodavatel', virtual: true },
] as const;

/** The wholesale group that sees its own prices. */
export const wholesaleGroup = 'VO';

/** Price list ids follow this order. */
export const priceListSpecs = [
  { code: 'czk', currencyCode: 'CZK', userGroup: null },
  { code: 'eur', currencyCode: 'EUR', userGroup: null },
  { code: 'czk_vo', currencyCode: 'CZK', userGroup: wholesaleGroup },
  { code: 'eur_vo', currencyCode: 'EUR', userGroup: wholesaleGroup },
] as const;

/** CZK per EUR for demo prices (EUR prices are their own rows, not converted at read time). */
export const czkPerEur = 25;
/** Wholesale prices are this percentage below the public ones. */
export const wholesaleRebatePercent = 12;

export const discountSpecs = [
  { code: 'sale_10', kind: 'percentage', percentage: 10, cs: 'Sleva 10 %', en: '10% off' },
  { code: 'sale_20', kind: 'percentage', percentage: 20, cs: 'Sleva 20 %', en: '20% off' },
  {
    code: 'sale_35',
    kind: 'percentage',
    percentage: 35,
    cs: 'Výprodej −35 %',
    en: 'Clearance −35%',
  },
  {
    code: 'two_plus_one',
    kind: 'n_plus_one',
    buyQuantity: 2,
    cs: '2+1 zdarma',
    en: 'Buy 2 get 1 free',
  },
  {
    code: 'three_plus_one',
    kind: 'n_plus_one',
    buyQuantity: 3,
    cs: '3+1 zdarma',
    en: 'Buy 3 get 1 free',
  },
] as const;
