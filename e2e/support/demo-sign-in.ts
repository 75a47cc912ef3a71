/**
 * A signed-in demo customer without the login modal: the token goes into the device's stored
 * session before the page starts, and the shell's own profile check takes it from there.
 */
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@jara/state/persisted';
import { customerCall } from './customer-api';
import { DEMO_LOGIN } from './e2e-stack';

export async function signedInDevice(page: Page): Promise<void> {
  const { id, access_token: token } = await customerCall<{ id: number; access_token: string }>(
    null,
    'POST',
    '/login',
    DEMO_LOGIN,
  );
  const session = {
    state: {
      token,
      customerId: id,
      customer: null,
      planToken: null,
      planCustomerId: null,
      planCustomer: null,
    },
    version: 0,
  };
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [STORAGE_KEYS.session, JSON.stringify(session)] as const,
  );
}
