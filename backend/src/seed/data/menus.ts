/** Where a seeded menu item leads. Page slugs differ per language; routes are storefront route names. */
export type MenuLinkSpec =
  | { type: 'route'; route: string }
  | { type: 'page'; cs: string; en: string }
  | { type: 'custom_link'; url: string }
  | { type: 'category'; categoryId: number };

export interface MenuItemSpec {
  cs: string;
  en: string;
  link: MenuLinkSpec;
  main?: boolean;
  children?: readonly MenuItemSpec[];
}

export interface MenuSpec {
  code: string;
  cs: string;
  en: string;
  items: readonly MenuItemSpec[];
}

const route = (name: string): MenuLinkSpec => ({ type: 'route', route: name });
const page = (cs: string, en: string): MenuLinkSpec => ({ type: 'page', cs, en });
const url = (href: string): MenuLinkSpec => ({ type: 'custom_link', url: href });

/** The menus other than `mainMenu` (which is built from the category tree). */
export const staticMenus: readonly MenuSpec[] = [
  {
    code: 'header_top_1',
    cs: 'Horní lišta',
    en: 'Top bar',
    items: [
      { cs: 'Výdejny', en: 'Branches', link: route('branches') },
      { cs: 'Poradna', en: 'Shopping guide', link: route('shopping-guide') },
      { cs: 'Vše o nákupu', en: 'About purchase', link: route('about-purchase') },
      { cs: 'Kontakt', en: 'Contact', link: route('contact') },
    ],
  },
  {
    code: 'footer_main_1',
    cs: 'Zákaznický servis',
    en: 'Customer service',
    items: [
      { cs: 'Kontakt', en: 'Contact', link: route('contact') },
      { cs: 'Poptávka a rychlá objednávka', en: 'Inquiry or quick order', link: route('order') },
      { cs: 'Poradna', en: 'Shopping guide', link: route('shopping-guide') },
      { cs: 'Vše o nákupu', en: 'About purchase', link: route('about-purchase') },
      {
        cs: 'Doprava a platba',
        en: 'Delivery and payment',
        link: page('doprava-a-platba', 'delivery-and-payment'),
      },
      {
        cs: 'Reklamace a vrácení zboží',
        en: 'Returns and complaints',
        link: page('reklamace-a-vraceni-zbozi', 'returns-and-complaints'),
      },
    ],
  },
  {
    code: 'footer_main_2',
    cs: 'O nás',
    en: 'About us',
    items: [
      { cs: 'O společnosti', en: 'About the company', link: page('o-spolecnosti', 'about-us') },
      { cs: 'Výdejny', en: 'Branches', link: route('branches') },
      { cs: 'Značky', en: 'Brands', link: route('brands') },
      { cs: 'Kariéra', en: 'Careers', link: page('kariera', 'careers') },
    ],
  },
  {
    code: 'footer_main_3',
    cs: 'Právní informace',
    en: 'Legal information',
    items: [
      {
        cs: 'Obchodní podmínky',
        en: 'Terms and conditions',
        link: page('obchodni-podminky', 'terms-and-conditions'),
      },
      {
        cs: 'Ochrana osobních údajů',
        en: 'Privacy policy',
        link: page('ochrana-osobnich-udaju', 'privacy-policy'),
      },
      { cs: 'Zásady cookies', en: 'Cookie policy', link: page('zasady-cookies', 'cookie-policy') },
      {
        cs: 'Odstoupení od smlouvy',
        en: 'Withdrawal from a contract',
        link: page('odstoupeni-od-smlouvy', 'withdrawal-from-contract'),
      },
    ],
  },
  {
    code: 'footer_main_4',
    cs: 'Sledujte nás',
    en: 'Follow us',
    items: [
      { cs: 'Facebook', en: 'Facebook', link: url('https://www.facebook.com/vitrina.demo') },
      { cs: 'Instagram', en: 'Instagram', link: url('https://www.instagram.com/vitrina.demo') },
      { cs: 'YouTube', en: 'YouTube', link: url('https://www.youtube.com/@vitrina.demo') },
    ],
  },
];
