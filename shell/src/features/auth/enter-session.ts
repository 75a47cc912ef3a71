/**
 * The logged-out -> logged-in transition of spec section 4 (a successful login, registration or
 * profile fetch): the session store takes the customer, and every bundle hears about it.
 */
import { bus } from '@jara/bus';
import type { Customer } from '@jara/contracts/entities';
import { sessionStore } from '@jara/state/session-store';

export type SignInVia = 'login' | 'register' | 'profile';

export function enterSession(token: string, customer: Customer, via: SignInVia): void {
  sessionStore.getState().signIn(token, customer.id, customer);
  bus.emit('auth:logged-in', { customerId: customer.id, via });
}
