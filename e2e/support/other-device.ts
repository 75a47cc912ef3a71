/**
 * Another device of the demo customer's: signed in through the API, and, when a spec needs to
 * watch it, a browser context that starts with that sign-in on the device (as the site stores it).
 */
import type { Browser, BrowserContext } from '@playwright/test';
import type { Customer } from '@jara/contracts/entities';
import { customerCall } from './customer-api';
import { DEMO_LOGIN } from './e2e-stack';
import { holdStoredSession } from './stored-session';
import { markTourSeen } from './tour-seen';

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
export async function openDevice(browser: Browser, device: DeviceSession): Promise<BrowserContext> {
  const context = await browser.newContext();
  await markTourSeen(context);
  await holdStoredSession(context, {
    token: device.token,
    customerId: device.customer.id,
    customer: device.customer,
  });
  return context;
}
