import type { FastifyInstance } from 'fastify';
import { acceptJsonAndFormBodies } from '../http/body-parsers';
import { API_ALLOWED_HEADERS, createHttpApp, type PortOptions } from '../http/create-http-app';
import { registerPayForMeRoutes } from '../payments/pay-for-me-routes';
import { registerHostedPageRoutes } from '../payments/hosted-page-routes';
import { registerPaymentAttemptRoutes } from '../payments/payment-attempt-routes';
import { registerPaymentControlRoutes } from '../payments/payment-control-routes';
import { registerPaymentRoutes } from '../payments/payment-routes';
import { registerAccountExtraRoutes } from '../routes/account-extras';
import { registerAddressRoutes } from '../routes/addresses';
import { registerAssetRoutes } from '../routes/assets';
import { registerAuthRoutes } from '../routes/auth';
import { registerBroadcastingAuthRoute } from '../routes/broadcasting-auth';
import { registerCartRoutes } from '../routes/cart';
import { registerCartAddonRoutes } from '../routes/cart-addons';
import { registerCatalogueRoutes } from '../routes/catalogue';
import { registerCatalogueControlRoutes } from '../routes/catalogue-control';
import { registerCheckoutRoutes } from '../routes/checkout';
import { registerControlRoutes } from '../routes/control';
import { registerCurationRoutes } from '../routes/curations';
import { registerDeliveryRoutes } from '../routes/delivery';
import { registerFavouriteRoutes } from '../routes/favourites';
import { registerFeedbackRoutes } from '../routes/feedback';
import { registerHomepageRoutes } from '../routes/homepage';
import { registerPricesFromRoutes } from '../routes/prices-from';
import { registerNotificationRoutes } from '../routes/notifications';
import { registerOrderProblemRoutes } from '../routes/order-problems';
import { registerOrderRoutes } from '../routes/orders';
import { registerProfileRoutes } from '../routes/profile';
import { registerRewardRoutes } from '../routes/rewards';
import { registerSearchRoutes } from '../routes/search';
import { registerSupportRoutes } from '../routes/support';
import { registerVendorDetailRoutes } from '../routes/vendor-details';
import { registerVendorRoutes } from '../routes/vendors';
import { registerVoucherAndReferralRoutes } from '../routes/vouchers-referrals';
import { registerWalletRoutes } from '../routes/wallet';
import type { SandboxContext } from '../sandbox-context';

export const API_BODY_LIMIT_BYTES = 100 * 1024;
export const API_BASE_PATH = '/api';

const API_ROUTE_GROUPS = [
  registerVendorRoutes,
  registerVendorDetailRoutes,
  registerCatalogueRoutes,
  registerCurationRoutes,
  registerHomepageRoutes,
  registerPricesFromRoutes,
  registerSearchRoutes,
  registerFavouriteRoutes,
  registerDeliveryRoutes,
  registerCartRoutes,
  registerCartAddonRoutes,
  registerCheckoutRoutes,
  registerOrderRoutes,
  registerOrderProblemRoutes,
  registerPaymentRoutes,
  registerPayForMeRoutes,
  registerFeedbackRoutes,
  registerAuthRoutes,
  registerProfileRoutes,
  registerAccountExtraRoutes,
  registerNotificationRoutes,
  registerAddressRoutes,
  registerRewardRoutes,
  registerVoucherAndReferralRoutes,
  registerWalletRoutes,
  registerSupportRoutes,
];

/** The main API port: the product's calls under /api, plus assets, broadcasting auth and control. */
export async function createApiApp(
  ctx: SandboxContext,
  options: PortOptions & { advanceClock: (ms: number) => number },
): Promise<FastifyInstance> {
  const app = await createHttpApp({
    logger: options.logger,
    allowedOrigins: options.allowedOrigins,
    bodyLimitBytes: API_BODY_LIMIT_BYTES,
    allowedHeaders: API_ALLOWED_HEADERS,
  });
  await acceptJsonAndFormBodies(app);
  await app.register(
    async (api) => {
      for (const register of API_ROUTE_GROUPS) register(api, ctx);
    },
    { prefix: API_BASE_PATH },
  );
  registerAssetRoutes(app, ctx);
  registerBroadcastingAuthRoute(app, ctx);
  registerControlRoutes(app, ctx, options.advanceClock);
  registerCatalogueControlRoutes(app, ctx);
  registerPaymentControlRoutes(app, ctx);
  registerHostedPageRoutes(app, ctx);
  registerPaymentAttemptRoutes(app, ctx);
  return app;
}
