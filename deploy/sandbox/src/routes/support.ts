/**
 * Reaching support (sandbox extension): the country's channels, and the contact form's messages
 * filed in `support_messages`, with the customer when the sender is signed in.
 */
import type { FastifyInstance } from 'fastify';
import type { SupportMessage } from '@jara/contracts/entities';
import { z } from 'zod';
import { sql } from '../db/statements';
import { newReference } from '../domain/ids';
import { SUPPORT_CHANNELS } from '../domain/support-channels';
import { optionalCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { email, requiredText } from '../http/fields';
import { requestCountry } from '../http/location';
import { parseBody } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';

export const SUPPORT_MESSAGE_LIMITS = { min: 10, max: 2000 } as const;

const messageBody = z.object({
  name: requiredText(120),
  email,
  topic: z.enum(['order', 'payment', 'account', 'other']),
  message: z.string().trim().min(SUPPORT_MESSAGE_LIMITS.min).max(SUPPORT_MESSAGE_LIMITS.max),
  order_reference: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value) => value || null),
});

export const SUPPORT_MESSAGE_RECEIVED =
  'We got your message. Our team will reply by email within a day.';

export function registerSupportRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get('/support/channels', async (request) => ok(SUPPORT_CHANNELS[requestCountry(request)]));

  app.post('/support/messages', async (request) => {
    const country = requestCountry(request);
    const body = parseBody(messageBody, request.body);
    const customer = optionalCustomer(db, request);
    const filed: SupportMessage = {
      reference: newReference('SUP'),
      topic: body.topic,
      created_at: ctx.clock.iso(),
    };
    sql(
      db,
      `INSERT INTO support_messages (reference, customer_id, country_code, name, email, topic,
       message, order_reference, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      filed.reference,
      customer?.id ?? null,
      country,
      body.name,
      body.email,
      body.topic,
      body.message,
      body.order_reference,
      filed.created_at,
    );
    return ok(filed, SUPPORT_MESSAGE_RECEIVED);
  });
}
