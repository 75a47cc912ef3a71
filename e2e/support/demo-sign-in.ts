/**
 * A seeded demo customer (the Nigerian one unless told), signed in without the login modal: a
 * token from the API goes into the device's stored session before the page starts, and the
 * shell's own profile check takes it from there. For the specs about the demo's seeded history
 * (orders, carts, addresses, wallet, rewards); a spec that only needs someone signed in takes the
 * `customer` fixture.
 */
import type { Page } from '@playwright/test';
import { customerCall } from './customer-api';
import { DEMO_LOGIN } from './e2e-stack';
import { holdStoredSession } from './stored-session';

export async function signInDemo(
  page: Page,
  login: { email: string; password: string } = DEMO_LOGIN,
): Promise<void> {
  const { id, access_token: token } = await customerCall<{ id: number; access_token: string }>(
    null,
    'POST',
    '/login',
    login,
  );
  await holdStoredSession(page, { token, customerId: id });
}
