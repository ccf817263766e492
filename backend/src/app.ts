import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Registry } from 'prom-client';
import type { Database } from './db/database.ts';
import { useContractCompilers } from './http/bind-endpoint.ts';
import { registerDocs } from './http/docs.ts';
import { requestHeadersHook } from './http/request-context.ts';
import { frameworkErrorHandler, installErrorHandling } from './http/error-handler.ts';
import { ConciseLogController } from './http/log-controller.ts';
import { healthRoutes } from './http/health.ts';
import { createLifecycle, type Lifecycle } from '@vitrina/contracts/serving';
import { probeRoutes } from './http/lifecycle.ts';
import { countRequests } from './http/metrics.ts';
import { answerRequestId, requestIdOptions } from './http/request-id.ts';
import { refuseUnstorableText } from './http/storable-text.ts';
import { treatEmptyQueryValuesAsAbsent } from './http/empty-query.ts';
import { guardLoad, loadGuardDefaults, type LoadGuardOptions } from './http/load-guard.ts';
import { categoriesRoutes } from './modules/catalog/categories/categories.routes.ts';
import { countriesRoutes } from './modules/shop/countries/countries.routes.ts';
import { currenciesRoutes } from './modules/shop/currencies/currencies.routes.ts';
import { filesRoutes } from './modules/media/files/files.routes.ts';
import { globalsRoutes } from './modules/shop/globals/globals.routes.ts';
import { listDomainCodes } from './modules/shop/globals/globals.service.ts';
import { graphqlRoutes } from './modules/content/graphql/graphql.routes.ts';
import { imagesRoutes } from './modules/media/images/images.routes.ts';
import type { ImageServiceOptions } from './modules/media/images/images.service.ts';
import { menusRoutes } from './modules/content/menus/menus.routes.ts';
import { redirectsRoutes } from './modules/content/redirects/redirects.routes.ts';
import { searchRoutes } from './modules/catalog/search/search.routes.ts';
import { urlRewritesRoutes } from './modules/content/url-rewrites/url-rewrites.routes.ts';
import { branchesRoutes } from './modules/shipping/branches/branches.routes.ts';
import { deliveryTimesRoutes } from './modules/shipping/delivery-times/delivery-times.routes.ts';
import { shippersRoutes } from './modules/shipping/shippers/shippers.routes.ts';
import { commentsRoutes } from './modules/catalog/comments/comments.routes.ts';
import { orderGiftsRoutes } from './modules/cart/order-gifts/order-gifts.routes.ts';
import { reviewsRoutes } from './modules/catalog/reviews/reviews.routes.ts';
import { catalogCategoriesRoutes } from './modules/catalog/catalog-categories/catalog-categories.routes.ts';
import { catalogStateRoutes } from './modules/catalog/catalog-state/catalog-state.routes.ts';
import { productsRoutes } from './modules/catalog/products/products.routes.ts';
import { recommendationsRoutes } from './modules/catalog/recommendations/recommendations.routes.ts';
import { aresRoutes } from './modules/accounts/ares/ares.routes.ts';
import { createAresService, type AresOptions } from './modules/accounts/ares/ares.service.ts';
import { defaultAresUrl, defaultStorefrontUrl } from './config.ts';
import { usersRoutes, type AccountsOptions } from './modules/accounts/users/users.routes.ts';
import { createMailSender, type MailOptions } from './mail/sender.ts';
import { createWatchNotifier } from './modules/accounts/product-watchers/product-watch-notifier.ts';
import { addressesRoutes } from './modules/accounts/addresses/addresses.routes.ts';
import { shoppingListsRoutes } from './modules/accounts/shopping-lists/shopping-lists.routes.ts';
import { cartsRoutes } from './modules/cart/carts/carts.routes.ts';
import { cartCheckoutRoutes } from './modules/cart/checkout/cart-checkout.routes.ts';
import { ordersRoutes, type OrdersOptions } from './modules/orders/orders.routes.ts';
import { mergeGuestCartOnLogin } from './modules/cart/carts/cart-merge.ts';
import { createCardGateway, type CardGatewayOptions } from './modules/payments/card-gateway.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';

export interface AppOptions {
  db: Database;
  /** Fastify/pino logger options; false (the default) for tests. */
  logger?: FastifyServerOptions['logger'];
  /** Uploads and the rendered-image cache; tests default to a cache in the OS temp directory. */
  files?: ImageServiceOptions;
  /** Company lookup: register URL (config `ARES_URL`, default the public ARES), timeout, cache. */
  ares?: AresOptions;
  /** Accounts: the storefront origin for e-mailed links, rate limits, the login hook. */
  accounts?: Partial<Omit<AccountsOptions, 'mail'>>;
  /** Outgoing e-mail (config SMTP_URL); tests point it at a local SMTP server. */
  mail?: MailOptions;
  /** Product watchdogs: how often stock and prices are compared with the watches (default 5 min). */
  watchers?: { pollMs?: number };
  /** Placing orders: a fault-injection hook for tests (`afterReserve`). */
  orders?: Partial<Omit<OrdersOptions, 'mail'>>;
  /**
   * Online payments: the card gateway (config PAYMENT_GATEWAY_URL and _SECRET; main.ts starts the
   * fake one without them) and where it posts results (PAYMENT_NOTIFY_URL). Without a gateway,
   * card orders are placed and their payment answers 503 until one is configured.
   */
  payments?: { cardGateway?: CardGatewayOptions; notifyUrl?: string };
  /** Peers whose X-Forwarded-For is believed (config BACKEND_TRUST_PROXY); default none. */
  trustProxy?: string;
  /** Request deadline and event-loop-lag shedding (load-guard.ts); defaults suit production. */
  load?: LoadGuardOptions;
  /** Readiness for `/readyz` (main.ts stops it on SIGTERM); default: ready. */
  lifecycle?: Lifecycle;
  /** Prometheus registry that gets the HTTP metrics (main.ts serves it on METRICS_PORT). */
  metrics?: Registry;
}

/** Every resource's routes; each binds its endpoints from the contract table. */
const resourceRoutes = [
  globalsRoutes,
  currenciesRoutes,
  countriesRoutes,
  categoriesRoutes,
  menusRoutes,
  urlRewritesRoutes,
  redirectsRoutes,
  graphqlRoutes,
  searchRoutes,
  shippersRoutes,
  branchesRoutes,
  deliveryTimesRoutes,
  reviewsRoutes,
  commentsRoutes,
  orderGiftsRoutes,
  productsRoutes,
  recommendationsRoutes,
  catalogCategoriesRoutes,
  catalogStateRoutes,
  addressesRoutes,
  shoppingListsRoutes,
  cartsRoutes,
  cartCheckoutRoutes,
];

/** The HTTP app without listening, so tests and main.ts share it. */
export async function buildApp({
  db,
  logger = false,
  files = { cacheDir: join(tmpdir(), 'vitrina-image-cache') },
  ares = {},
  accounts = {},
  mail = {},
  orders = {},
  watchers = {},
  payments = {},
  trustProxy,
  load = {},
  lifecycle = createLifecycle(),
  metrics,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    ...requestIdOptions,
    logController: new ConciseLogController(),
    frameworkErrors: frameworkErrorHandler,
    // Receiving one request (headers and body) may take this long; slow-loris senders are cut off.
    requestTimeout: 2 * (load.requestDeadlineMs ?? loadGuardDefaults.requestDeadlineMs),
    ...(trustProxy ? { trustProxy } : {}),
  });
  const mailSender = createMailSender(db, mail, app.log);
  app.addHook('onClose', () => mailSender.close());
  const watchNotifier = createWatchNotifier(
    db,
    {
      storefrontUrl: accounts.storefrontUrl ?? defaultStorefrontUrl,
      pollMs: watchers.pollMs,
      onSent: mailSender.wake,
    },
    app.log,
  );
  app.addHook('onClose', () => watchNotifier.close());
  installErrorHandling(app);
  answerRequestId(app);
  if (metrics) countRequests(app, metrics);
  await guardLoad(app, load);
  refuseUnstorableText(app);
  treatEmptyQueryValuesAsAbsent(app);
  await registerDocs(app);
  healthRoutes(app, db);
  probeRoutes(app, lifecycle);
  imagesRoutes(app, files);
  filesRoutes(app, files);
  await app.register(async (api) => {
    useContractCompilers(api);
    api.addHook(
      'onRequest',
      requestHeadersHook(() => listDomainCodes(db)),
    );
    for (const routes of resourceRoutes) routes(api, db);
    // Not in the table above: it holds a per-app cache of registry answers.
    aresRoutes(api, db, createAresService({ ...ares, baseUrl: ares.baseUrl ?? defaultAresUrl }));
    usersRoutes(api, db, {
      storefrontUrl: defaultStorefrontUrl,
      // The guest cart joins the user's at login unless a caller (a test) brings its own hook.
      onLogin: mergeGuestCartOnLogin,
      ...accounts,
      mail: mailSender,
    });
    const storefrontUrl = accounts.storefrontUrl ?? defaultStorefrontUrl;
    const paymentsService = createPaymentsService({
      providers: payments.cardGateway ? [createCardGateway(payments.cardGateway)] : [],
      storefrontUrl,
      notifyUrl: payments.notifyUrl,
    });
    paymentsRoutes(api, db, paymentsService);
    ordersRoutes(api, db, {
      storefrontUrl,
      startPayment: paymentsService.paymentAfterPlacing,
      ...orders,
      mail: mailSender,
    });
  });
  return app;
}
