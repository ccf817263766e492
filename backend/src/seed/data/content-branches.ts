export interface BranchSpec {
  city: string;
  region: { cs: string; en: string };
  street: string;
  postcode: string;
  gps: [number, number];
  slug?: { cs: string; en: string };
}

const cz = (cs: string, en: string) => ({ cs, en });

/** Twelve stores; the first is the primary one (and has the url-rewrite slug `praha-centrum`). */
export const branchSpecs: readonly BranchSpec[] = [
  {
    city: 'Praha',
    region: cz('Praha', 'Prague'),
    street: 'Náměstí Míru 12',
    postcode: '120 00',
    gps: [50.0755, 14.4378],
    slug: cz('praha-centrum', 'prague-centre'),
  },
  {
    city: 'Praha',
    region: cz('Praha', 'Prague'),
    street: 'Vysočanská 20',
    postcode: '190 00',
    gps: [50.1103, 14.4999],
    slug: cz('praha-vysocany', 'prague-vysocany'),
  },
  {
    city: 'Brno',
    region: cz('Jihomoravský kraj', 'South Moravian Region'),
    street: 'Masarykova 8',
    postcode: '602 00',
    gps: [49.1951, 16.6068],
  },
  {
    city: 'Ostrava',
    region: cz('Moravskoslezský kraj', 'Moravian-Silesian Region'),
    street: 'Nádražní 45',
    postcode: '702 00',
    gps: [49.8209, 18.2625],
  },
  {
    city: 'Plzeň',
    region: cz('Plzeňský kraj', 'Plzeň Region'),
    street: 'Americká 31',
    postcode: '301 00',
    gps: [49.7384, 13.3736],
  },
  {
    city: 'Liberec',
    region: cz('Liberecký kraj', 'Liberec Region'),
    street: 'Pražská 5',
    postcode: '460 01',
    gps: [50.7663, 15.0543],
  },
  {
    city: 'Olomouc',
    region: cz('Olomoucký kraj', 'Olomouc Region'),
    street: 'Horní náměstí 2',
    postcode: '779 00',
    gps: [49.5938, 17.2509],
  },
  {
    city: 'České Budějovice',
    region: cz('Jihočeský kraj', 'South Bohemian Region'),
    street: 'Lannova 14',
    postcode: '370 01',
    gps: [48.9745, 14.4743],
  },
  {
    city: 'Hradec Králové',
    region: cz('Královéhradecký kraj', 'Hradec Králové Region'),
    street: 'Gočárova 9',
    postcode: '500 02',
    gps: [50.2104, 15.8252],
  },
  {
    city: 'Pardubice',
    region: cz('Pardubický kraj', 'Pardubice Region'),
    street: 'Třída Míru 60',
    postcode: '530 02',
    gps: [50.0343, 15.7812],
  },
  {
    city: 'Zlín',
    region: cz('Zlínský kraj', 'Zlín Region'),
    street: 'Třída Tomáše Bati 3',
    postcode: '760 01',
    gps: [49.2265, 17.6707],
  },
  {
    city: 'Jihlava',
    region: cz('Kraj Vysočina', 'Vysočina Region'),
    street: 'Masarykovo náměstí 21',
    postcode: '586 01',
    gps: [49.3961, 15.5912],
  },
];

export const branchServices = [
  cz('Výdej objednávek', 'Order pick-up'),
  cz('Reklamace', 'Complaints'),
  cz('Poradenství', 'Advice'),
  cz('Parkování zdarma', 'Free parking'),
  cz('Servis kol', 'Bike service'),
] as const;

export const employeeNames = [
  'Anna Horáková',
  'Martin Kučera',
  'Lucie Veselá',
  'Tomáš Procházka',
  'Kateřina Marková',
  'Ondřej Pokorný',
] as const;

export const employeeRoles = [
  cz('Vedoucí prodejny', 'Store manager'),
  cz('Prodavač', 'Sales assistant'),
  cz('Technik', 'Technician'),
] as const;
