/**
 * The demo customer's own API calls, made outside the page (as another device of theirs would):
 * sign in for a token, then read carts or place an order with it.
 */
import { DEMO_LOGIN, E2E_URLS } from './e2e-stack';

interface Envelope<T> {
  data: T;
  message?: string;
}

export async function customerCall<T>(
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${E2E_URLS.api}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      location: 'NG',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const parsed = (await response.json()) as Envelope<T>;
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${parsed.message}`);
  return parsed.data;
}

export async function demoToken(): Promise<string> {
  const { access_token: token } = await customerCall<{ access_token: string }>(
    null,
    'POST',
    '/login',
    DEMO_LOGIN,
  );
  return token;
}
