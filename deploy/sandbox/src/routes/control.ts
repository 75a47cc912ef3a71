import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES } from '@jara/contracts/order-schema';
import { z } from 'zod';
import { notFound } from '../http/api-error';
import { ok } from '../http/envelope';
import { email, numeric } from '../http/fields';
import { parseBody, parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { customerChannel } from '../store/notifications';
import { changeOrderStatus } from '../store/order-status';
import { findOrder, toOrder } from '../store/order-queries';
import { latestPasscode } from '../store/passcodes';
import { assetsBase } from '../views/view-context';

const WEEK_MS = 7 * 86_400_000;

/** Endpoints for tests and humans, outside the product's API (under /__sandbox/). */
export function registerControlRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  advanceClock: (ms: number) => number,
): void {
  app.get('/__sandbox/health', async () => ok({ now: ctx.clock.iso() }));

  app.post('/__sandbox/reset', async () => {
    ctx.reset();
    return ok(null, 'The sandbox data is back to the seed.');
  });

  app.post('/__sandbox/clock/advance', async (request) => {
    const body = parseBody(
      z.object({ ms: numeric(z.number().int().min(0).max(WEEK_MS)) }),
      request.body,
    );
    const steps = advanceClock(body.ms);
    return ok(
      { now: ctx.clock.iso(), order_steps: steps },
      `The clock moved ${body.ms} ms forward.`,
    );
  });

  app.get('/__sandbox/passcodes', async (request) => {
    const query = parseQuery(z.object({ email }), request.query);
    const row = latestPasscode(ctx.db, query.email);
    if (!row) throw notFound(`No pass code has been issued for ${query.email}.`);
    return ok({
      email: row.email,
      passcode: row.code,
      expires_at: new Date(row.expires_at).toISOString(),
    });
  });

  app.post('/__sandbox/realtime/restart', async (request) => {
    const body = parseBody(
      z.object({ downMs: numeric(z.number().int().min(0).max(60_000)) }),
      request.body,
    );
    await ctx.realtime.restart(body.downMs);
    return ok(
      { downMs: body.downMs },
      `The realtime server dropped every socket and is back in ${body.downMs} ms.`,
    );
  });

  // Sends `data` exactly as given (a string goes as it is, not as JSON), so a spec can prove the
  // client survives events the sandbox itself would never send.
  app.post('/__sandbox/realtime/publish', async (request) => {
    const body = parseBody(
      z.object({
        customer_id: numeric(z.number().int().positive()),
        event: z.string().min(1).max(200),
        data: z.unknown(),
      }),
      request.body,
    );
    ctx.realtime.publish(customerChannel(body.customer_id), body.event, body.data ?? null);
    return ok(null, `Sent "${body.event}" to customer ${body.customer_id}.`);
  });

  app.post<{ Params: { uuid: string } }>('/__sandbox/orders/:uuid/status', async (request) => {
    const body = parseBody(z.object({ status: z.enum(ORDER_STATUSES) }), request.body);
    const order = findOrder(ctx.db, request.params.uuid);
    if (!order) throw notFound('We could not find that order.');
    const updated = changeOrderStatus(ctx, order, body.status, ctx.clock.now());
    return ok(
      toOrder(ctx.db, updated, assetsBase(ctx, request)),
      `Order ${order.reference} is now ${body.status}.`,
    );
  });
}
