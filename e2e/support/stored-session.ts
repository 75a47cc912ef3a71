/**
 * A sign-in as the shell stores it on the device (`@jara/state`'s persisted session), so a page
 * opens already signed in: the marketplace's token, the plans API's, or both. The shell reads
 * the profile itself on boot, so `customer` may be left out.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { Customer } from '@jara/contracts/entities';
import { STORAGE_KEYS } from '@jara/state/persisted';
import { E2E_URLS } from './e2e-stack';

export interface StoredSignIn {
  token?: string;
  customerId?: number;
  customer?: Customer;
  planToken?: string;
  planCustomerId?: number;
  planCustomer?: unknown;
}

/** The localStorage entry the shell keeps for `signIn`. */
export function storedSession(signIn: StoredSignIn): { name: string; value: string } {
  const state = {
    token: signIn.token ?? null,
    customerId: signIn.customerId ?? null,
    customer: signIn.customer ?? null,
    planToken: signIn.planToken ?? null,
    planCustomerId: signIn.planCustomerId ?? null,
    planCustomer: signIn.planCustomer ?? null,
  };
  return { name: STORAGE_KEYS.session, value: JSON.stringify({ state, version: 0 }) };
}

/** Which sign-in the device was last given, so each is written once. */
const HELD_KEY = 'e2e.held-session';

/**
 * The next page of `target` on the site starts signed in as `signIn`, whatever the device held
 * before (a visitor's empty session included); after that the site owns the stored session, so
 * a logout or a session the server ended stays ended on later pages.
 */
export async function holdStoredSession(
  target: Page | BrowserContext,
  signIn: StoredSignIn,
): Promise<void> {
  await target.addInitScript(
    ({ origin, name, value, heldKey }) => {
      const storage = window.localStorage;
      if (window.location.origin !== origin || storage.getItem(heldKey) === value) return;
      storage.setItem(name, value);
      storage.setItem(heldKey, value);
    },
    { origin: E2E_URLS.site, ...storedSession(signIn), heldKey: HELD_KEY },
  );
}
