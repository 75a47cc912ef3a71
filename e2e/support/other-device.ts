/**
 * Another device of the demo customer's: signed in through the API, and, when a spec needs to
 * watch it, a browser context that starts with that sign-in on the device (as the site stores it).
 */
import type { Browser, BrowserContext } from '@playwright/test';
import type { Customer } from '@jara/contracts/entities';
import { STORAGE_KEYS } from '@jara/state/persisted';
import { customerCall } from './customer-api';
import { DEMO_LOGIN, E2E_URLS } from './e2e-stack';
import { TOUR_SEEN_KEY } from './tour-seen';

export interface DeviceSession {
  token: string;
  customer: Customer;
}

export async function signInElsewhere(login = DEMO_LOGIN): Promise<DeviceSession> {
  const { access_token: token, ...customer } = await customerCall<
    Customer & { access_token: string }
  >(null, 'POST', '/login', login);
  return { token, customer };
}

/** A browser context whose page opens as already signed in with `device`'s token. */
export function openDevice(browser: Browser, device: DeviceSession): Promise<BrowserContext> {
  const session = {
    state: {
      token: device.token,
      customerId: device.customer.id,
      customer: device.customer,
      planToken: null,
      planCustomerId: null,
      planCustomer: null,
    },
    version: 0,
  };
  return browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: E2E_URLS.site,
          localStorage: [
            { name: TOUR_SEEN_KEY, value: '1' },
            { name: STORAGE_KEYS.session, value: JSON.stringify(session) },
          ],
        },
      ],
    },
  });
}
