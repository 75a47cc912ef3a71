/** A problem with a delivered order (issue 39): POST opens its support case; GET shows it on the order. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ITEM_PROBLEMS, PROBLEM_NOTE_MAX_LENGTH } from '@jara/contracts/support-case-schema';
import { requireCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { parseBody } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { reportOrderProblem } from '../store/order-problems';
import { toOrder } from '../store/order-queries';
import { assetsBase } from '../views/view-context';

type IdParams = { Params: { id: string } };

// No amount is read from the client: the server prices any credit from the order's lines.
const problemBody = z.object({
  items: z
    .array(
      z.object({ item_uuid: z.string().trim().min(1).max(64), problem: z.enum(ITEM_PROBLEMS) }),
    )
    .max(100),
  late: z.boolean().default(false),
  note: z
    .string()
    .trim()
    .max(PROBLEM_NOTE_MAX_LENGTH)
    .optional()
    .transform((value) => value || null),
});

export function registerOrderProblemRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post<IdParams>('/marketplace/orders/:id/problems', async (request) => {
    const customer = requireCustomer(ctx.db, request);
    const report = parseBody(problemBody, request.body);
    const { order, message } = reportOrderProblem(ctx, customer.id, request.params.id, report);
    return ok(toOrder(ctx.db, order, assetsBase(ctx, request)), message);
  });
}
