/**
 * The e2e stack's runtime config is production's (`environment: 'production'`,
 * `allowVersionPins: false`), where a tester's version pins are refused. This serves a context
 * the same config with pins allowed, as an operator would set it on a staging site, without
 * touching what the stack serves anyone else.
 */
import type { BrowserContext } from '@playwright/test';
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { E2E_URLS } from './e2e-stack';

export async function allowVersionPins(context: BrowserContext): Promise<void> {
  await context.route(E2E_URLS.appConfig, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as RuntimeConfig;
    await route.fulfill({ response, json: { ...config, allowVersionPins: true } });
  });
}
