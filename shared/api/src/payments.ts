/**
 * Paying with the payment provider stand-in (sandbox extension): the server's check of a payment,
 * and the pay-for-me link someone else pays through. The provider's page itself is a plain
 * navigation to `authorization_url`, never a call.
 */
import type { OrderRequestBody } from '@jara/contracts/api-calls';
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

/** Asks the server to check the payment with the provider; only its answer says "paid". */
export function verifyPayment(reference: string, options?: RequestOptions) {
  return callMain('GET /payments/{reference}/verify', { path: { reference } }, options);
}

export function createPayForMe(body: OrderRequestBody, options?: RequestOptions) {
  return callMain('POST /marketplace/pay_for_me', { body }, options);
}

export function getPayForMe(token: string, options?: RequestOptions) {
  return callMain('GET /marketplace/pay_for_me/{token}', { path: { token } }, options);
}

export function startPayForMePayment(
  token: string,
  body: { return_url: string; idempotency_key: string },
  options?: RequestOptions,
) {
  return callMain('POST /marketplace/pay_for_me/{token}/pay', { path: { token }, body }, options);
}

export function verifyPayForMePayment(token: string, reference: string, options?: RequestOptions) {
  return callMain(
    'POST /marketplace/pay_for_me/{token}/verify',
    { path: { token }, body: { reference } },
    options,
  );
}
