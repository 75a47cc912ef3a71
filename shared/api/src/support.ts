/** Reaching support (sandbox extension): the country's channels and the contact form. */
import type { SupportMessageBody } from '@jara/contracts/api-calls';
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

export function getSupportChannels(options?: RequestOptions) {
  return callMain('GET /support/channels', {}, options);
}

export function sendSupportMessage(body: SupportMessageBody, options?: RequestOptions) {
  return callMain('POST /support/messages', { body }, options);
}
