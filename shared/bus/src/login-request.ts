/**
 * Lets any bundle ask for the login modal and wait for the outcome, so the action that needed a
 * signed-in customer (adding to cart, say) can continue once the customer has logged in.
 */
import type { LoginVariant } from '@jara/contracts/bus-events';
import { bus } from './event-bus';

let counter = 0;

export function requestLogin(
  variant: LoginVariant = 'customer',
  reason?: string,
): Promise<boolean> {
  counter += 1;
  const requestId = `login-${Date.now().toString(36)}-${counter}`;
  return new Promise((resolve) => {
    const off = bus.on('auth:login-settled', (event) => {
      if (event.requestId !== requestId) return;
      off();
      resolve(event.loggedIn);
    });
    bus.emit('auth:login-required', { requestId, variant, ...(reason ? { reason } : {}) });
  });
}
