import type { FastifyInstance } from 'fastify';
import { acceptJsonAndFormBodies } from '../http/body-parsers';
import { API_ALLOWED_HEADERS, createHttpApp, type PortOptions } from '../http/create-http-app';
import { registerHostedPageRoutes } from '../payments/hosted-page-routes';
import { registerPaymentAttemptRoutes } from '../payments/payment-attempt-routes';
import { registerPlanPaymentRoutes } from '../plans/plan-payment-routes';
import { registerPlanPriceRoutes } from '../plans/plan-price-routes';
import { registerPlanRoutes } from '../plans/plan-routes';
import type { SandboxContext } from '../sandbox-context';
import { API_BASE_PATH, API_BODY_LIMIT_BYTES } from './api-app';

/** The plans API port: PlansApiCalls under /api, and the payment provider's hosted page. */
export async function createPlansApp(
  ctx: SandboxContext,
  port: PortOptions,
): Promise<FastifyInstance> {
  const app = await createHttpApp({
    ...port,
    bodyLimitBytes: API_BODY_LIMIT_BYTES,
    allowedHeaders: API_ALLOWED_HEADERS,
  });
  await acceptJsonAndFormBodies(app);
  await app.register(
    async (api) => {
      registerPlanRoutes(api, ctx);
      registerPlanPriceRoutes(api, ctx);
      registerPlanPaymentRoutes(api, ctx);
    },
    { prefix: API_BASE_PATH },
  );
  // Plan payment links open the hosted page on this origin: outside /api, a browser opens it.
  registerHostedPageRoutes(app, ctx);
  registerPaymentAttemptRoutes(app, ctx);
  return app;
}
