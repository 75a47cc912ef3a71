/**
 * Spec 6: every request carries the bearer token when there is one and the `location` header
 * (NG or KE). The main and plan APIs have separate accounts, hence separate tokens.
 */
import { DEFAULT_COUNTRY } from '@jara/contracts/constants';
import { isCountryCode, locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import type { ApiBase } from './configure-api';

export function currentToken(base: ApiBase): string | null {
  const session = sessionStore.getState();
  return (base === 'main' ? session.token : session.planToken) || null;
}

export function buildHeaders(token: string | null): Record<string, string> {
  const { country } = locationStore.getState();
  const headers: Record<string, string> = {
    location: isCountryCode(country) ? country : DEFAULT_COUNTRY,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
