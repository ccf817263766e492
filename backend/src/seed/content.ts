import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index.ts';
import { homepageBlocks, richTextShowcase, showcaseBlocks } from './data/content-blocks.ts';
import {
  articleCategorySpecs,
  articleTagSpecs,
  articleTopics,
  authorSpecs,
  futureArticleCount,
} from './data/content-articles.ts';
import {
  branchServices,
  branchSpecs,
  employeeNames,
  employeeRoles,
} from './data/content-branches.ts';
import {
  bannerSpecs,
  faqSpecs,
  featuredProductIds,
  infoBoxSpecs,
  pageSpecs,
  termSpecs,
} from './data/content-misc.ts';
import { bold, doc, link, p, simpleDoc, text } from './content-rich-text.ts';
import { slugify } from './slugify.ts';
import type { RowsOf } from './rows.ts';

const locales = ['cs', 'en'] as const;
type Locale = (typeof locales)[number];

/**
 * The content tables in insertion order (parents first). The seed inserts `contentTables` after the
 * core tables; keys match `ContentData`.
 */
export const contentTables = {
  contentPages: schema.contentPages,
  contentPageTranslations: schema.contentPageTranslations,
  articleAuthors: schema.articleAuthors,
  articleAuthorTranslations: schema.articleAuthorTranslations,
  articleCategories: schema.articleCategories,
  articleCategoryTranslations: schema.articleCategoryTranslations,
  articleTags: schema.articleTags,
  articleTagTranslations: schema.articleTagTranslations,
  articles: schema.articles,
  articleTranslations: schema.articleTranslations,
  articleTagLinks: schema.articleTagLinks,
  shopBranches: schema.shopBranches,
  shopBranchTranslations: schema.shopBranchTranslations,
  shopBranchEmployees: schema.shopBranchEmployees,
  shopBranchEmployeeTranslations: schema.shopBranchEmployeeTranslations,
  terms: schema.terms,
  termTranslations: schema.termTranslations,
  termReferences: schema.termReferences,
  wideBanners: schema.wideBanners,
  wideBannerTranslations: schema.wideBannerTranslations,
  infoBoxes: schema.infoBoxes,
  infoBoxTranslations: schema.infoBoxTranslations,
  faqQuestions: schema.faqQuestions,
  faqQuestionTranslations: schema.faqQuestionTranslations,
  featuredProducts: schema.featuredProducts,
  contentConfiguration: schema.contentConfiguration,
  contentConfigurationTranslations: schema.contentConfigurationTranslations,
  topCategoryLists: schema.topCategoryLists,
  topCategoryListTranslations: schema.topCategoryListTranslations,
  categoryContents: schema.categoryContents,
  categoryContentTranslations: schema.categoryContentTranslations,
} as const satisfies Record<string, PgTable>;

export type ContentData = RowsOf<typeof contentTables>;

const each = <T>(build: (locale: Locale) => T): T[] => locales.map(build);
const day = 24 * 60 * 60 * 1000;
/** Fixed dates keep the seed deterministic; "future" articles sit far ahead of any clock. */
const firstArticleDate = Date.UTC(2025, 0, 6, 8, 0, 0);
const scheduledDate = Date.UTC(2099, 0, 1, 8, 0, 0);

function pages(): Pick<ContentData, 'contentPages' | 'contentPageTranslations'> {
  return {
    contentPages: pageSpecs.map((spec, index) => ({
      id: index + 1,
      kind: spec.kind,
      position: index,
      inMenu: spec.kind === 'page',
      contactBoxShowButton: spec.contactBox ?? false,
    })),
    contentPageTranslations: pageSpecs.flatMap((spec, index) =>
      each((locale) => ({
        pageId: index + 1,
        locale,
        title: spec.title[locale],
        slug: spec.slug[locale],
        content: spec.showcase
          ? richTextShowcase(locale)
          : doc(
              p(
                text(spec.title[locale], bold),
                locale === 'cs' ? ' – text stránky. Máte dotaz? ' : ' – page text. Any questions? ',
                text(
                  locale === 'cs' ? 'Napište nám' : 'Write to us',
                  link({ cs: '/kontakt', en: '/en/contact' }),
                ),
                '.',
              ),
            ),
        contentBlocks: spec.showcase && spec.kind === 'content_page' ? showcaseBlocks(locale) : [],
        contactBoxTitle: spec.contactBox
          ? locale === 'cs'
            ? 'Máte dotaz?'
            : 'Any questions?'
          : null,
        contactBoxDescription: spec.contactBox
          ? locale === 'cs'
            ? 'Ozvěte se nám, rádi poradíme.'
            : 'Get in touch, we are happy to help.'
          : null,
        seoTitle: `${spec.title[locale]} | Vitrina`,
        seoDescription: spec.title[locale],
        seoKeywords: null,
      })),
    ),
  };
}

type ArticleRows = Pick<
  ContentData,
  | 'articleAuthors'
  | 'articleAuthorTranslations'
  | 'articleCategories'
  | 'articleCategoryTranslations'
  | 'articleTags'
  | 'articleTagTranslations'
  | 'articles'
  | 'articleTranslations'
  | 'articleTagLinks'
>;

function articleRows(): ArticleRows {
  const total = articleTopics.length;
  return {
    articleAuthors: authorSpecs.map((author, index) => ({
      id: index + 1,
      authorHasPage: author.hasPage,
      imagePath: `authors/${slugify(author.name)}.svg`,
    })),
    articleAuthorTranslations: authorSpecs.flatMap((author, index) =>
      each((locale) => ({
        authorId: index + 1,
        locale,
        title: author.name,
        slug: slugify(author.name),
        perex: author.perex[locale],
        content: simpleDoc(author.perex[locale]),
        seoTitle: author.name,
      })),
    ),
    articleCategories: articleCategorySpecs.map((spec, index) => ({
      id: index + 1,
      masterCategoryId: spec.master === undefined ? null : spec.master + 1,
      position: index,
    })),
    articleCategoryTranslations: articleCategorySpecs.flatMap((spec, index) =>
      each((locale) => ({
        categoryId: index + 1,
        locale,
        title: spec[locale],
        slug: slugify(spec[locale]),
        perex: spec[locale],
        seoTitle: `${spec[locale]} | Vitrina`,
      })),
    ),
    articleTags: articleTagSpecs.map((_, index) => ({ id: index + 1 })),
    articleTagTranslations: articleTagSpecs.flatMap((spec, index) =>
      each((locale) => ({
        tagId: index + 1,
        locale,
        title: spec[locale],
        slug: slugify(spec[locale]),
      })),
    ),
    articles: articleTopics.map((_, index) => {
      const future = index >= total - futureArticleCount;
      const published = future ? scheduledDate + index * day : firstArticleDate + index * 4 * day;
      return {
        id: index + 1,
        datePublished: new Date(published),
        created: new Date(published - 2 * day),
        imagePath: `articles/article-${index + 1}.svg`,
        authorId: (index % authorSpecs.length) + 1,
        // Sub-categories (3–5) for most, the master "News" (2) for every fifth.
        categoryId: index % 5 === 4 ? 2 : (index % 3) + 3,
        // Every seventh article belongs to the partner site only.
        siteEnabled: index % 7 === 6 ? ['partner'] : ['vitrina', 'partner'],
        metaNoindex: false,
        metaNofollow: false,
      };
    }),
    articleTranslations: articleTopics.flatMap((topic, index) =>
      each((locale) => ({
        articleId: index + 1,
        locale,
        title: topic[locale],
        shortTitle: topic[locale].split(' ').slice(0, 3).join(' '),
        slug: slugify(topic[locale]),
        perex:
          locale === 'cs'
            ? `${topic.cs}: co zvážit, než nakoupíte.`
            : `${topic.en}: what to consider before you buy.`,
        content: index === 0 ? richTextShowcase(locale) : simpleDoc(topic[locale], topic[locale]),
        imageAlt: topic[locale],
        seoTitle: `${topic[locale]} | Vitrina`,
        seoDescription: topic[locale],
      })),
    ),
    articleTagLinks: articleTopics.flatMap((_, index) => [
      { articleId: index + 1, tagId: (index % articleTagSpecs.length) + 1 },
      { articleId: index + 1, tagId: ((index + 3) % articleTagSpecs.length) + 1 },
    ]),
  };
}

type BranchRows = Pick<
  ContentData,
  | 'shopBranches'
  | 'shopBranchTranslations'
  | 'shopBranchEmployees'
  | 'shopBranchEmployeeTranslations'
>;

const weekdays = [1, 2, 3, 4, 5] as const;

function branchRows(): BranchRows {
  const rows: BranchRows = {
    shopBranches: [],
    shopBranchTranslations: [],
    shopBranchEmployees: [],
    shopBranchEmployeeTranslations: [],
  };
  branchSpecs.forEach((spec, index) => {
    const id = index + 1;
    const slugBase = slugify(`${spec.city} ${spec.street.replace(/\d+/g, '')}`);
    rows.shopBranches.push({
      id,
      storeId: `store-${id}`,
      isPrimary: index === 0,
      position: index,
      gpsLatitude: spec.gps[0],
      gpsLongitude: spec.gps[1],
      openingHours: [
        ...weekdays.map((weekday) => ({ day: weekday, opens: '08:00', closes: '18:00' })),
        { day: 6, opens: '09:00', closes: index % 2 ? '12:00' : '14:00' },
        { day: 7, opens: null, closes: null },
      ],
      street: spec.street,
      city: spec.city,
      postcode: spec.postcode,
      phone: `+420 800 123 ${String(100 + id)}`,
      email: `${slugify(spec.city)}-${id}@vitrina.localhost`,
      payWithCard: index % 4 !== 3,
      googleMapLink: `https://maps.google.com/?q=${spec.gps[0]},${spec.gps[1]}`,
      reviewLink: index % 2 === 0 ? `https://example.com/reviews/store-${id}` : null,
      branchMapIframe: null,
      branch360Iframe: index === 0 ? 'https://example.com/360/store-1' : null,
      mainImage: `branches/branch-${id}.svg`,
      images: [`branches/branch-${id}.svg`, `branches/branch-${id}-inside.svg`],
      lastModified: new Date(Date.UTC(2025, 5, 1 + index)),
    });
    for (const locale of locales) {
      const title = locale === 'cs' ? `Prodejna ${spec.city}` : `${spec.city} store`;
      rows.shopBranchTranslations.push({
        branchId: id,
        locale,
        title: index === 1 ? `${title} – Vysočany` : title,
        slug: spec.slug?.[locale] ?? slugBase,
        region: spec.region[locale],
        description:
          locale === 'cs'
            ? `Prodejna na adrese ${spec.street}, ${spec.city}.`
            : `Our store at ${spec.street}, ${spec.city}.`,
        branchMapDescription: locale === 'cs' ? 'Vchod z ulice.' : 'Entrance from the street.',
        carAccessibility:
          locale === 'cs' ? 'Parkoviště před prodejnou.' : 'Car park in front of the store.',
        publicTransportationAccessibility:
          locale === 'cs'
            ? 'Zastávka MHD 2 minuty pěšky.'
            : 'Public transport stop 2 minutes away.',
        services: branchServices
          .filter((_, i) => (index + i) % 2 === 0 || i === 0)
          .map((s) => s[locale]),
        seoTitle: title,
        seoDescription: title,
      });
    }
    [0, 1].forEach((offset) => {
      const employeeId = rows.shopBranchEmployees.length + 1;
      const name = employeeNames[(index * 2 + offset) % employeeNames.length] ?? 'Jan Novák';
      rows.shopBranchEmployees.push({
        id: employeeId,
        branchId: id,
        position: offset,
        name,
        email: `${slugify(name)}@vitrina.localhost`,
        phone: `+420 700 000 ${String(100 + employeeId)}`,
        photo: `employees/${slugify(name)}.svg`,
      });
      const role = employeeRoles[offset === 0 ? 0 : 1 + (index % 2)] ?? employeeRoles[0];
      for (const locale of locales) {
        rows.shopBranchEmployeeTranslations.push({ employeeId, locale, jobTitle: role[locale] });
      }
    });
  });
  return rows;
}

type MiscRows = Pick<
  ContentData,
  | 'terms'
  | 'termTranslations'
  | 'termReferences'
  | 'wideBanners'
  | 'wideBannerTranslations'
  | 'infoBoxes'
  | 'infoBoxTranslations'
  | 'faqQuestions'
  | 'faqQuestionTranslations'
  | 'featuredProducts'
>;

function miscRows(): MiscRows {
  return {
    terms: termSpecs.map((_, index) => ({ id: index + 1 })),
    termTranslations: termSpecs.flatMap((term, index) =>
      each((locale) => ({
        termId: index + 1,
        locale,
        title: term[locale],
        slug: slugify(term[locale]),
        pageTitle: locale === 'cs' ? `Co je ${term.cs}` : `What is ${term.en}`,
        perex: locale === 'cs' ? `${term.cs} vysvětleno stručně.` : `${term.en} explained briefly.`,
        description: simpleDoc(
          locale === 'cs'
            ? `${term.cs} – podrobný výklad pojmu.`
            : `${term.en} – the term in detail.`,
        ),
      })),
    ),
    termReferences: termSpecs.flatMap((_, index) => [
      {
        termId: index + 1,
        refType: 'category' as const,
        refId: String((index % 8) + 1),
        position: 0,
      },
      { termId: index + 1, refType: 'product' as const, refId: String(index + 1), position: 1 },
      { termId: index + 1, refType: 'virtual_category' as const, refId: '1', position: 2 },
      {
        termId: index + 1,
        refType: 'term' as const,
        refId: String(((index + 1) % termSpecs.length) + 1),
        position: 3,
      },
    ]),
    wideBanners: bannerSpecs.map((banner, index) => ({
      id: index + 1,
      enabled: banner.enabled,
      weight: banner.weight,
      image: `banners/wide-${index + 1}.svg`,
      imageMobile: `banners/wide-${index + 1}-mobile.svg`,
    })),
    wideBannerTranslations: bannerSpecs.flatMap((banner, index) =>
      each((locale) => ({
        bannerId: index + 1,
        locale,
        title: banner.title[locale],
        text: banner.text[locale],
        text2: locale === 'cs' ? 'Jen do neděle' : 'Until Sunday only',
        buttonText: locale === 'cs' ? 'Nakupovat' : 'Shop now',
        url: banner.url[locale],
      })),
    ),
    infoBoxes: infoBoxSpecs.map((box, index) => ({
      id: index + 1,
      boxColor: box.color,
      order: index,
    })),
    infoBoxTranslations: infoBoxSpecs.flatMap((box, index) =>
      each((locale) => ({ infoBoxId: index + 1, locale, text: simpleDoc(box.text[locale]) })),
    ),
    faqQuestions: faqSpecs.map((faq, index) => ({
      id: index + 1,
      position: index,
      categoryIds: [...faq.categories],
    })),
    featuredProducts: Object.entries(featuredProductIds).flatMap(([type, ids]) =>
      ids.map((productId, position) => ({
        type: type as keyof typeof featuredProductIds,
        productId,
        position,
      })),
    ),
    faqQuestionTranslations: faqSpecs.flatMap((faq, index) =>
      each((locale) => ({
        questionId: index + 1,
        locale,
        title: faq.q[locale],
        content: simpleDoc(faq.a[locale]),
      })),
    ),
  };
}

type ConfigRows = Pick<
  ContentData,
  | 'contentConfiguration'
  | 'contentConfigurationTranslations'
  | 'topCategoryLists'
  | 'topCategoryListTranslations'
  | 'categoryContents'
  | 'categoryContentTranslations'
>;

function configRows(): ConfigRows {
  return {
    contentConfiguration: [
      {
        id: 1,
        showFreeDeliveryTagByPrice: true,
        shoppingDisabled: false,
        contactBlockImage: 'content/contact.svg',
        errorPageImage: 'content/error.svg',
        footerCopyrightYear: 2025,
        footerImage: 'content/footer-logo.svg',
        socialLinks: [
          { title: 'Facebook', social_type: 'facebook', url: 'https://facebook.com/vitrina' },
          { title: 'Instagram', social_type: 'instagram', url: 'https://instagram.com/vitrina' },
          { title: 'YouTube', social_type: 'youtube', url: 'https://youtube.com/@vitrina' },
        ],
        topBannerEnabled: true,
        topBannerBackgroundColor: 'primary',
        topBannerFontColor: 'on-primary',
        topBannerIcon: 'truck',
        topBannerDomainEnabled: ['vitrina.localhost'],
        topBannerLastModified: new Date(Date.UTC(2025, 2, 1)),
        homepageBrandIds: [1, 2, 3, 4, 5, 6],
      },
    ],
    contentConfigurationTranslations: each((locale) => ({
      configurationId: 1,
      locale,
      cartMethodsInfoText:
        locale === 'cs'
          ? 'Objednávky do 14:00 odesíláme týž den.'
          : 'Orders placed by 2 pm ship the same day.',
      shoppingDisabledText:
        locale === 'cs' ? 'Nákup je dočasně nedostupný.' : 'Shopping is temporarily unavailable.',
      errorPageTitle: locale === 'cs' ? 'Stránka nenalezena' : 'Page not found',
      errorPageContent: simpleDoc(
        locale === 'cs'
          ? 'Omlouváme se, tuto stránku jsme nenašli.'
          : 'Sorry, we could not find this page.',
      ),
      footerCopyrightName: 'Vitrina s.r.o.',
      footerText:
        locale === 'cs' ? 'Český e-shop od roku 2010.' : 'A Czech online shop since 2010.',
      topBannerText:
        locale === 'cs' ? 'Doprava zdarma od 1 500 Kč' : 'Free delivery from 1,500 CZK',
      topBannerIconText: locale === 'cs' ? 'Doprava' : 'Delivery',
      articleListTitle: locale === 'cs' ? 'Magazín' : 'Magazine',
      articleListPerex: locale === 'cs' ? 'Rady, návody a novinky.' : 'Advice, how-tos and news.',
      articleListSeoTitle: locale === 'cs' ? 'Magazín | Vitrina' : 'Magazine | Vitrina',
      articleListSeoDescription: locale === 'cs' ? 'Rady a novinky.' : 'Advice and news.',
      homepageContent: homepageBlocks(locale),
    })),
    topCategoryLists: [
      {
        id: 1,
        itemType: 'store_category',
        image: 'content/top-1.svg',
        storeCategoryIds: [1, 14, 27],
      },
      {
        id: 2,
        itemType: 'virtual_category',
        image: 'content/top-2.svg',
        virtualCategoryIds: [1, 2, 3],
      },
      { id: 3, itemType: 'store_category', image: null, storeCategoryIds: [2, 6, 10] },
    ],
    topCategoryListTranslations: [1, 2, 3].flatMap((listId) =>
      each((locale) => ({
        listId,
        locale,
        title:
          listId === 1
            ? locale === 'cs'
              ? 'Nejoblíbenější'
              : 'Most popular'
            : listId === 2
              ? locale === 'cs'
                ? 'Akce'
                : 'Deals'
              : locale === 'cs'
                ? 'Elektronika'
                : 'Electronics',
        links: [
          {
            title: locale === 'cs' ? 'Výprodej' : 'Sale',
            link_type: 'custom_link' as const,
            custom_link: locale === 'cs' ? '/vyprodej' : '/en/sale',
          },
          {
            title: locale === 'cs' ? 'Elektronika' : 'Electronics',
            link_type: 'category_link' as const,
            category_link: 1,
          },
          {
            title: locale === 'cs' ? 'Červené tenisky' : 'Red trainers',
            link_type: 'virtual_category_link' as const,
            virtual_category_link: 2,
          },
        ],
      })),
    ),
    categoryContents: [1, 2].map((categoryId) => ({
      categoryId,
      articleIds: [1, 2, 3],
      catalogParameters: [
        { entityId: 1, importantFilter: true, closedFilter: false },
        { entityId: 2, importantFilter: false, closedFilter: true },
      ],
      videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    })),
    categoryContentTranslations: [1, 2].flatMap((categoryId) =>
      each((locale) => ({
        categoryId,
        locale,
        content: richTextShowcase(locale),
        description: locale === 'cs' ? 'Vše z elektroniky.' : 'Everything electronic.',
        textBelowProducts: simpleDoc(
          locale === 'cs' ? 'Nevíte si rady? Zeptejte se nás.' : 'Not sure? Ask us.',
        ),
        seoTitle: locale === 'cs' ? 'Elektronika | Vitrina' : 'Electronics | Vitrina',
        seoDescription: locale === 'cs' ? 'Elektronika skladem.' : 'Electronics in stock.',
        seoKeywords: locale === 'cs' ? 'elektronika, telefony' : 'electronics, phones',
        videoTitle: locale === 'cs' ? 'Jak vybrat' : 'How to choose',
        bannerCatalog: [
          {
            position: 2,
            image: 'banners/catalog-1.svg',
            alt: locale === 'cs' ? 'Akce' : 'Deal',
            title: locale === 'cs' ? 'Akce týdne' : 'Deal of the week',
            url: locale === 'cs' ? '/vyprodej' : '/en/sale',
          },
        ],
      })),
    ),
  };
}

/** Every content row of the demo shop. Pure: the same value on every call. */
export function buildContentData(): ContentData {
  return { ...pages(), ...articleRows(), ...branchRows(), ...miscRows(), ...configRows() };
}
