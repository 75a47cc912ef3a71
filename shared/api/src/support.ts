/**
 * Reaching support (sandbox extension): the country's channels, the contact form, and a problem
 * with a delivered order.
 */
import type { OrderProblemBody, SupportMessageBody } from '@jara/contracts/api-calls';
import { orderSchema } from '@jara/contracts/order-schema';
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

export function getSupportChannels(options?: RequestOptions) {
  return callMain('GET /support/channels', {}, options);
}

export function sendSupportMessage(body: SupportMessageBody, options?: RequestOptions) {
  return callMain('POST /support/messages', { body }, options);
}

/** Opens the order's support case; the answer is the order carrying it, with its outcome. */
export function reportOrderProblem(
  orderId: string,
  body: OrderProblemBody,
  options?: RequestOptions,
) {
  return callMain(
    'POST /marketplace/orders/{id}/problems',
    { path: { id: orderId }, body },
    options,
    { dataSchema: orderSchema },
  );
}
