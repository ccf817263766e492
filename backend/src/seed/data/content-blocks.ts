import type { ContentBlockJson, RichTextNode } from '@vitrina/contracts/content';
import {
  bold,
  bullets,
  button,
  cell,
  clearer,
  doc,
  em,
  h,
  hardBreak,
  image,
  italic,
  link,
  ordered,
  p,
  quote,
  row,
  strike,
  sub,
  sup,
  table,
  text,
  underline,
} from '../content-rich-text.ts';

type Locale = 'cs' | 'en';
type Pair = { cs: string; en: string };
const t = (locale: Locale, pair: Pair) => pair[locale];

/** A document using every node and mark: headings 2–5, lists, a spanning table, media, buttons. */
export function richTextShowcase(locale: Locale): RichTextNode {
  const w = (cs: string, en: string) => t(locale, { cs, en });
  return doc(
    h(2, w('Jak u nás nakupovat', 'How to shop with us')),
    p(
      w('Objednávky vyřizujeme ', 'We process orders '),
      text(w('do 24 hodin', 'within 24 hours'), bold),
      ', ',
      text(w('s důrazem', 'with emphasis'), em),
      ', ',
      text(w('kurzívou', 'in italics'), italic),
      ', ',
      text(w('bez staré ceny', 'without the old price'), strike),
      ', ',
      text(w('podtrženě', 'underlined'), underline),
      '. H',
      text('2', sub),
      'O, m',
      text('3', sup),
      '. ',
      text(w('Kontaktujte nás', 'Contact us'), link({ cs: '/kontakt', en: '/en/contact' })),
      ' · ',
      text(
        w('Partner', 'Partner'),
        link({ cs: 'https://example.com/cs', en: 'https://example.com/en' }, true),
        bold,
      ),
    ),
    h(3, w('Doprava', 'Delivery')),
    p(w('První řádek', 'First line'), hardBreak, w('druhý řádek', 'second line')),
    h(4, w('Platba', 'Payment')),
    bullets(
      w('Kartou online', 'Card online'),
      w('Převodem', 'Bank transfer'),
      w('Dobírkou', 'Cash on delivery'),
    ),
    h(5, w('Postup', 'Steps')),
    ordered(
      w('Vyberte zboží', 'Choose goods'),
      w('Zadejte adresu', 'Enter an address'),
      w('Zaplaťte', 'Pay'),
    ),
    quote(p(w('Nakupujte chytře, ne draze.', 'Shop smart, not expensive.'))),
    table(
      row(
        cell(w('Dopravce', 'Carrier'), { colwidth: [160] }),
        cell(w('Cena', 'Price')),
        cell(w('Doba', 'Time')),
      ),
      row(
        cell(w('Kurýr', 'Courier'), { rowspan: 2 }),
        cell(w('Zdarma od 1 500 Kč', 'Free from 1,500 CZK'), { colspan: 2 }),
      ),
      row(cell('99 Kč'), cell(w('1 den', '1 day'))),
    ),
    image('content/warehouse.svg', {
      alt: w('Náš sklad', 'Our warehouse'),
      title: w('Sklad v Praze', 'Prague warehouse'),
      width: 640,
      height: 360,
      crop: true,
    }),
    image('content/van.svg', {
      alt: w('Dodávka', 'Delivery van'),
      width: 200,
      height: 200,
      float: 'left',
    }),
    p(w('Text obtéká obrázek vlevo.', 'Text wraps around the image on the left.')),
    clearer,
    button({
      title: { cs: 'Do obchodu', en: 'To the shop' },
      href: { cs: '/', en: '/en' },
      color: 'primary',
      size: 'large',
      float: 'block',
      icon_right: 'arrow-right',
    }),
    button({
      title: { cs: 'Obchodní podmínky (PDF)', en: 'Terms (PDF)' },
      file: [{ fileKey: 'content/terms.pdf' }],
      color: 'secondary',
      size: 'small',
      float: 'left',
      icon_left: 'goods',
      link_target_blank: true,
    }),
    clearer,
  );
}

const title = (value: string, color = 'text', background = 'transparent') => ({
  text: value,
  color,
  background_color: background,
});

/** Blocks of the showcase content page: every type once (row nests two more). */
export function showcaseBlocks(locale: Locale): ContentBlockJson[] {
  const w = (cs: string, en: string) => t(locale, { cs, en });
  return [
    {
      uuid: 'b0000000-0000-4000-8000-000000000001',
      type: 'big_title',
      block_title: title(w('Vše o nákupu', 'All about shopping'), 'primary'),
      text: w(
        'Doprava, platba a vrácení na jednom místě',
        'Delivery, payment and returns in one place',
      ),
      background_color: 'surface',
    },
    {
      uuid: 'b0000000-0000-4000-8000-000000000002',
      type: 'text',
      block_title: title(w('Jak nakupovat', 'How to shop')),
      text: richTextShowcase(locale),
      background_color: 'transparent',
    },
    {
      uuid: 'b0000000-0000-4000-8000-000000000003',
      type: 'categories',
      block_title: title(w('Oblíbené kategorie', 'Popular categories')),
      category_reference: [{ entityId: 1 }, { entityId: 14 }, { entityId: 2 }],
    },
    {
      uuid: 'b0000000-0000-4000-8000-000000000004',
      type: 'collapsible',
      block_title: title(w('Jak dlouho trvá doručení?', 'How long does delivery take?')),
      text: doc(p(w('Obvykle 1–2 pracovní dny.', 'Usually 1–2 working days.'))),
      opened: false,
    },
    {
      uuid: 'b0000000-0000-4000-8000-000000000005',
      type: 'newsletter',
      block_title: title(w('Odebírejte novinky', 'Subscribe to news'), 'on-primary', 'primary'),
      text: w('Slevy a novinky jednou týdně.', 'Deals and news once a week.'),
      newsletter_type: 'default',
    },
    {
      uuid: 'b0000000-0000-4000-8000-000000000006',
      type: 'products',
      block_title: title(w('Doporučujeme', 'We recommend')),
      product_reference: [1, 2, 3, 4],
      buttons: [
        {
          text: w('Novinky v elektronice', 'New in electronics'),
          link: w('/elektronika?sort=newest', '/en/electronics?sort=newest'),
          text_color: 'on-primary',
          background_color: 'primary',
          style: 'primary',
        },
      ],
    },
    {
      uuid: 'b0000000-0000-4000-8000-000000000007',
      type: 'quote',
      text: w('Rychlé doručení a skvělá komunikace.', 'Fast delivery and great communication.'),
      author: 'Jana N.',
    },
    {
      uuid: 'b0000000-0000-4000-8000-000000000008',
      type: 'text_boxes',
      block_title: title(w('Proč my', 'Why us')),
      text_boxes: [
        {
          text: doc(
            p(
              text(w('Doprava zdarma', 'Free delivery'), bold),
              hardBreak,
              w('od 1 500 Kč', 'from 1,500 CZK'),
            ),
          ),
          text_color: 'text',
          background_color: 'surface',
          box_styles: 'bordered',
        },
        {
          text: doc(p(text(w('30 dní na vrácení', '30 days to return'), bold))),
          text_color: 'on-primary',
          background_color: 'primary',
          box_styles: 'filled',
        },
      ],
    },
    {
      uuid: 'b0000000-0000-4000-8000-000000000009',
      type: 'usp',
      items: [
        {
          icon: 'truck',
          title: w('Rychlá doprava', 'Fast delivery'),
          text: w('Do 24 hodin', 'Within 24 hours'),
        },
        {
          icon: 'shield',
          title: w('Záruka 3 roky', '3-year warranty'),
          text: w('Na vše', 'On everything'),
        },
        {
          icon: 'store',
          title: w('12 prodejen', '12 stores'),
          text: w('Po celé ČR', 'Across Czechia'),
        },
      ],
    },
    {
      uuid: 'b0000000-0000-4000-8000-00000000000a',
      type: 'row',
      blocks: [
        {
          uuid: 'b0000000-0000-4000-8000-00000000000b',
          type: 'productBoxes',
          value: { products: [{ entityId: 5 }, { entityId: 6 }] },
        },
        {
          uuid: 'b0000000-0000-4000-8000-00000000000c',
          type: 'categoryBoxes',
          value: {
            category_reference: [{ entityId: 2 }, { entityId: 6 }],
            virtual_category_reference: [{ entityId: 1 }],
          },
        },
      ],
    },
    {
      uuid: 'b0000000-0000-4000-8000-00000000000d',
      type: 'top_categories',
      top_categories: {
        title: w('Top kategorie', 'Top categories'),
        top_category_item_type: 'store_category',
        top_category_image: 'content/top-categories.svg',
        links: [
          { title: w('Elektronika', 'Electronics'), link_type: 'category_link', category_link: 1 },
          {
            title: w('Výprodej', 'Sale'),
            link_type: 'custom_link',
            custom_link: w('/vyprodej', '/en/sale'),
          },
          {
            title: w('Akce', 'Deals'),
            link_type: 'virtual_category_link',
            virtual_category_link: 1,
          },
        ],
      },
    },
  ];
}

/** The homepage: a hero title, categories, products, USPs and the newsletter. */
export function homepageBlocks(locale: Locale): ContentBlockJson[] {
  const all = showcaseBlocks(locale);
  const pick = (type: string) => all.filter((block) => block.type === type);
  return [
    ...pick('big_title'),
    ...pick('top_categories'),
    ...pick('products'),
    ...pick('usp'),
    ...pick('newsletter'),
  ].map((block) => ({ ...block, uuid: block.uuid.replace(/^b/, 'c') }));
}
