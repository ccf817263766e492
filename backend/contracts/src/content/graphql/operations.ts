import { articleOperations } from './articles.ts';
import { bannerOperations } from './banners.ts';
import { branchOperations } from './branches.ts';
import { catalogueOperations } from './catalogue.ts';
import { categoryOperations } from './categories.ts';
import { configurationOperations } from './configuration.ts';
import { pageOperations } from './pages.ts';
import { searchOperations } from './search.ts';
import { termOperations } from './terms.ts';

/**
 * Every GraphQL operation the storefront sends, once. Tests run each against the server's schema
 * and the seeded server; a contracts test checks that no exported operation is missing here.
 */
export const graphqlOperations = [
  ...pageOperations,
  ...articleOperations,
  ...branchOperations,
  ...termOperations,
  ...bannerOperations,
  ...configurationOperations,
  ...categoryOperations,
  ...searchOperations,
  ...catalogueOperations,
] as const;
