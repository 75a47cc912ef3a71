/**
 * A browser context as one device of a canary split. The shell keeps a random device id in
 * localStorage (shell/src/features/remote-loading/releases/device-id.ts) and hashes it with the remote and the
 * canary version to put the device on one side; a context that starts with a chosen id is that
 * device on every page it opens, and one without an id is a first visit that makes its own.
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { DEVICE_ID_KEY } from '@jara/shell/device-id';
import { E2E_URLS } from './e2e-stack';
import { markTourSeen } from './tour-seen';

export async function openDevice(browser: Browser, deviceId?: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await markTourSeen(context);
  if (deviceId !== undefined) {
    await context.addInitScript(
      ({ origin, key, id }) => {
        if (window.location.origin === origin && window.localStorage.getItem(key) === null) {
          window.localStorage.setItem(key, id);
        }
      },
      { origin: E2E_URLS.site, key: DEVICE_ID_KEY, id: deviceId },
    );
  }
  return context;
}

/** The id the device uses, once its page has booted (a first visit makes one). */
export function storedDeviceId(context: BrowserContext): Promise<string | undefined> {
  return context
    .storageState()
    .then(
      (state) =>
        state.origins
          .find((origin) => origin.origin === E2E_URLS.site)
          ?.localStorage.find((item) => item.name === DEVICE_ID_KEY)?.value,
    );
}
