import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../http/api-error';
import { requireCustomer } from '../http/auth';
import { parseBody } from '../http/validation';
import { channelAuth } from '../realtime/pusher-signature';
import type { SandboxContext } from '../sandbox-context';
import { customerChannel } from '../store/notifications';

const authBody = z.object({
  socket_id: z
    .string()
    .regex(/^\d+\.\d+$/, { error: 'The socket_id field must look like "123.456".' }),
  channel_name: z.string().min(1).max(164),
});

/**
 * The broadcasting auth endpoint pusher-js calls before subscribing to a private channel. It
 * answers in Pusher's own format ({ auth }), not the API envelope, because pusher-js reads it.
 */
export function registerBroadcastingAuthRoute(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/broadcasting/auth', async (request) => {
    const customer = requireCustomer(ctx.db, request);
    const body = parseBody(authBody, request.body);
    if (body.channel_name !== customerChannel(customer.id)) {
      throw forbidden('You may not listen on this channel.');
    }
    const { key, secret } = ctx.realtime.credentials;
    return { auth: channelAuth(key, secret, body.socket_id, body.channel_name) };
  });
}
