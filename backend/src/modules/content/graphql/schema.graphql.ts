import {
  contentBlockTypes,
  richTextMarkTypes,
  richTextNodeTypes,
} from '@vitrina/contracts/content';

/**
 * The content server's GraphQL schema, schema-first (SDL) so the contract is readable in one place.
 * Field names follow the content system's (spec §3): `_id`, snake_case, `page_meta`.
 * Rich text and content blocks travel as JSON scalars (their trees are open-ended by design); the
 * scalars' descriptions name the vocabulary of @vitrina/contracts/content, so the schema a client
 * introspects and the renderer agree on it.
 */
export const typeDefs = /* GraphQL */ `
  scalar JSON

  "A rich-text tree (spec §3). Nodes: ${richTextNodeTypes.join(', ')}. Marks: ${richTextMarkTypes.join(', ')}. Other types pass through; renderers skip them."
  scalar RichText

  "Content blocks (spec §3), each with uuid and type: ${contentBlockTypes.join(', ')}. Other types pass through; renderers skip them."
  scalar ContentBlocks

  type Image {
    path: String!
    alt: String
  }

  type PageMeta {
    slug: String!
    seo_title: String
    seo_description: String
    seo_keywords: String
    meta_noindex: Boolean!
    meta_nofollow: Boolean!
  }

  type ContactBox {
    title_frontend: String
    description: String
    show_button: Boolean!
  }

  "A page (legal and info pages, listed in the page menu) or a content page built from blocks."
  type Page {
    _id: ID!
    title: String!
    content: RichText
    contact_box: ContactBox!
    page_meta: PageMeta!
    "The page's own path in the request language (links prefer it to the slug route); null if none."
    url_rewrite: String
    content_blocks: ContentBlocks!
  }

  type OpeningHours {
    "1 Monday … 7 Sunday"
    day: Int!
    opens: String
    closes: String
  }

  type Employee {
    title: String!
    position: String!
    email: String
    phone: String
    photo: Image
  }

  type Address {
    street: String!
    city: String!
    postcode: String!
  }

  type StoreBranch {
    id: ID!
    address: Address!
  }

  type Branch {
    _id: ID!
    title: String!
    store_id: String!
    is_primary: Boolean!
    gps_latitude: Float!
    gps_longitude: Float!
    opening_hours: [OpeningHours!]!
    region: String!
    services: [String!]!
    description: String
    branch_map_description: String
    branch_map_iframe: String
    branch_360_iframe: String
    car_accessibility: String
    public_transportation_accessibility: String
    pay_with_card: Boolean!
    google_map_link: String
    review_link: String
    images: [Image!]!
    main_image: Image
    page_meta: PageMeta!
    lastModified: String!
    employees: [Employee!]!
    store_branch: StoreBranch!
    phone: String
    email: String
  }

  type BranchList {
    items: [Branch!]!
    total: Int!
  }

  type Author {
    _id: ID!
    title: String!
    perex: String
    image: Image
    content: RichText
    author_has_page: Boolean!
    page_meta: PageMeta!
  }

  type ArticleCategory {
    _id: ID!
    title: String!
    perex: String
    master_category: ArticleCategory
    page_meta: PageMeta!
  }

  type ArticleTag {
    _id: ID!
    title: String!
    page_meta: PageMeta!
  }

  type Article {
    _id: ID!
    date_published: String!
    created: String!
    title: String!
    short_title: String
    perex: String
    content: RichText
    image: Image
    author: Author
    category: ArticleCategory
    tags: [ArticleTag!]!
    page_meta: PageMeta!
    site_enabled: [String!]!
  }

  type ArticleList {
    items: [Article!]!
    total: Int!
  }

  type ArticleListConfiguration {
    title: String!
    perex: String
    page_meta: PageMeta!
  }

  type EntityRef {
    entityId: ID!
  }

  type TermLink {
    _id: ID!
    title: String!
    slug: String!
  }

  type Term {
    _id: ID!
    title: String!
    page_title: String
    perex: String
    description: RichText
    page_meta: PageMeta!
    categories: [EntityRef!]!
    products: [EntityRef!]!
    virtual_categories: [TermVirtualCategory!]!
    terms: [TermLink!]!
  }

  "A virtual category a term refers to, with what a link to it needs."
  type TermVirtualCategory {
    entityId: ID!
    title: String!
    slug: String!
  }

  type WideBanner {
    _id: ID!
    title: String!
    text: String
    text_2: String
    button_text: String
    url: String
    weight: Int!
    "Desktop image first, then the mobile one."
    images: [Image!]!
  }

  type InfoBox {
    _id: ID!
    box_color: String
    order: Int!
    text: RichText!
  }

  type FaqQuestion {
    _id: ID!
    title: String!
    content: RichText!
  }

  type SocialLink {
    title: String!
    social_type: String!
    url: String!
  }

  type ContactBlockConfiguration {
    image: Image
  }

  type CartConfiguration {
    methods_info_text: String
    shopping_disabled: Boolean!
    shopping_disabled_text: String
  }

  type ErrorPageConfiguration {
    title: String!
    content: RichText!
    image: Image
  }

  type ProductsConfiguration {
    show_free_delivery_tag_by_price: Boolean!
  }

  type FooterConfiguration {
    copyright_name: String!
    copyright_year: Int!
    text: String
    image: Image
    social_links: [SocialLink!]!
  }

  type TopBanner {
    enabled: Boolean!
    background_color: String
    font_color: String
    domain_enabled: [String!]!
    icon: String
    icon_text: String
    text: String
    lastModified: String!
  }

  type Configuration {
    contact_block: ContactBlockConfiguration!
    cart: CartConfiguration!
    error_page: ErrorPageConfiguration!
    products: ProductsConfiguration!
    footer: FooterConfiguration!
    top_banner: TopBanner!
  }

  type StoreCategoryRef {
    _id: ID!
    title: String!
    slug: String!
  }

  type TopCategoryLink {
    title: String!
    link_type: String!
    custom_link: String
    category_link: StoreCategoryRef
    virtual_category_link: VirtualCategoryRef
  }

  type TopCategoryList {
    _id: ID!
    title: String!
    top_category_item_type: String!
    top_category_image: Image
    top_store_categories: [StoreCategoryRef!]!
    top_virtual_categories: [VirtualCategoryRef!]!
    links: [TopCategoryLink!]!
  }

  type ArticleRef {
    _id: ID!
    title: String!
    short_title: String
    slug: String!
  }

  type CategoryVideo {
    title: String
    video_url: String!
  }

  type BannerCatalogEntry {
    _id: ID!
    position: Int!
    title: String!
    url: String!
    image: Image!
    main_image_translatable: Image!
  }

  type CatalogParameterSetting {
    entityId: ID!
    importantFilter: Boolean!
    closedFilter: Boolean!
  }

  type CatalogSettings {
    parameters: [CatalogParameterSetting!]!
  }

  "The content system's page content for a store category."
  type Category {
    _id: ID!
    store_id: ID!
    title: String!
    content: RichText
    description: String
    text_below_products: RichText
    page_meta: PageMeta!
    faq: [FaqQuestion!]!
    articles: [ArticleRef!]!
    category_video: CategoryVideo
    banner_catalog: [BannerCatalogEntry!]!
    catalog_settings: CatalogSettings!
  }

  type VirtualCategoryParameter {
    entityId: ID!
    values: [ID!]!
  }

  type PriceRange {
    "Minor units of currency_code."
    price_from: Float
    price_to: Float
    currency_code: String
  }

  type CanonicalSlug {
    language: String!
    slug: String!
  }

  type VirtualCategoryPageMeta {
    slug: String!
    seo_title: String
    seo_description: String
    seo_keywords: String
    meta_noindex: Boolean!
    meta_nofollow: Boolean!
    canonical_slugs: [CanonicalSlug!]!
  }

  "A tag slicing a virtual category further: its parameters are added to the category's own."
  type SlicedTag {
    _id: ID!
    title: String!
    slug: String!
    parameters: [VirtualCategoryParameter!]!
  }

  type VirtualCategory {
    _id: ID!
    title: String!
    slug: String!
    sliced_tags: [SlicedTag!]!
    parameters: [VirtualCategoryParameter!]!
    sliced_categories: [EntityRef!]!
    price_range: PriceRange!
    page_meta: VirtualCategoryPageMeta!
  }

  type FilteredCategory {
    store_category: StoreCategoryRef
    "The virtual category showing exactly this filter, if any (the canonical URL)."
    canonical_virtual_category: VirtualCategory
  }

  type VirtualCategoryRef {
    _id: ID!
    title: String!
    slug: String!
  }

  type SearchHits {
    total: Int!
  }

  type ArticleHits {
    items: [Article!]!
    total: Int!
  }

  type FaqHits {
    items: [FaqQuestion!]!
    total: Int!
  }

  type VirtualCategoryHits {
    items: [VirtualCategoryRef!]!
    total: Int!
  }

  type ContentSearch {
    articles: ArticleHits!
    faq: FaqHits!
    virtual_categories: VirtualCategoryHits!
  }

  type LinkedVirtualCategory {
    _id: ID!
    slug: String
  }

  type Brand {
    _id: ID!
    title: String!
    image: Image
    "The brand's landing page slug (its virtual category), when it has one."
    link: String
    weight: Int!
    linked_virtual_category: LinkedVirtualCategory
  }

  type Homepage {
    content: ContentBlocks!
    brands: [Brand!]!
  }

  type ValueImage {
    path: String!
  }

  type Color {
    _id: ID!
    title: String!
    color_hex: String
    parameter_value_image: ValueImage
  }

  type ParameterValue {
    _id: ID!
    title: String!
    description_short: String
    description_long: String
    color_hex: String
    parameter_value_image: Image
    hide_product_detail: Boolean!
  }

  type Parameter {
    _id: ID!
    title: String!
    parameter_type: String!
    parameter_unit: String
    description: String
    parameter_hide_product_detail: Boolean!
    values: [ParameterValue!]!
  }

  type FeaturedProducts {
    type: String!
    "Catalogue products in the shape of GET /catalog/product (prices per request currency)."
    products: [JSON!]!
  }

  type Query {
    "Pages listed in the page menu, in menu order."
    pages: [Page!]!
    page(slug: String!): Page
    contentPage(slug: String!): Page

    "Branches in display order, paged; primary filters by the primary flag."
    branches(skip: Int = 0, limit: Int = 20, primary: Boolean): BranchList!
    "Every branch for the map, up to 500."
    branchMap(limit: Int = 500): [Branch!]!
    branch(slug: String, id: ID): Branch

    "Published articles, newest first; filters combine."
    articles(
      skip: Int = 0
      limit: Int = 12
      categorySlug: String
      tagSlug: String
      authorSlug: String
      site: String
    ): ArticleList!
    article(slug: String!): Article
    articleCategory(slug: String!): ArticleCategory
    articleTag(slug: String!): ArticleTag
    articleAuthor(slug: String!): Author
    articleCategories: [ArticleCategory!]!
    articleTags: [ArticleTag!]!
    articleListConfiguration: ArticleListConfiguration!

    "Every FAQ question, in display order (the shopping guide)."
    faq: [FaqQuestion!]!

    "Glossary terms by title, up to 1000."
    terms(limit: Int = 1000): [Term!]!
    term(slug: String!): Term

    "Enabled wide banners, highest weight first."
    wideBanners: [WideBanner!]!
    infoBoxes: [InfoBox!]!

    configuration: Configuration!
    "One to three lists of top categories."
    topCategories: [TopCategoryList!]!
    "Content of a store category page."
    category(store_id: ID!): Category

    "Articles, FAQ and virtual categories whose title matches (case and diacritics ignored)."
    search(query: String!, limit: Int = 10): ContentSearch!

    "Virtual categories by slug (either language), in the order asked."
    virtualCategories(slugs: [String!]!): [VirtualCategory!]!
    "A store category filtered by parameter values, with its canonical virtual category."
    filteredCategory(store_category: ID!, parameterIds: [ID!]!, valueIds: [ID!]!): FilteredCategory!

    "Editorial product picks of a type (new, sale, tip), in display order."
    featuredProducts(type: String!, limit: Int = 12): FeaturedProducts!

    "Homepage blocks and its brands."
    homepage: Homepage!
    "Brands by id, in the order asked (unknown ids left out); up to 100 ids."
    brands(ids: [ID!]!): [Brand!]!
    "Brands by weight, heaviest first."
    brandsByWeight(limit: Int = 100): [Brand!]!
    "A colour (a value of the colour parameter) by id."
    color(_id: ID!): Color
    "Parameters with their values: all, or by id in the order asked."
    parameters(ids: [ID!]): [Parameter!]!
    "Parameter values by id, in the order asked."
    parameterValues(ids: [ID!]!): [ParameterValue!]!
  }
`;
