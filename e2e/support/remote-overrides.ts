/**
 * Per-page changes to what the shell loads, without touching the served files: point a remote's
 * registry entry somewhere else (e.g. the faulty fixture), make a remote unreachable, or tell
 * the faulty remote how to fail.
 */
import type { Page } from '@playwright/test';
import type { RemoteName } from '@jara/contracts/remote-contract';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { E2E_ORIGINS, E2E_URLS } from './e2e-stack';

const overridesByPage = new WeakMap<Page, Map<string, RemoteRegistry['remotes'][string]>>();

/**
 * Serves this page a `/registry.json` whose `remote` entry is `entry`; every other entry is
 * what the stack serves. Call before `page.goto`; several remotes may be overridden.
 */
export async function overrideRemoteEntry(
  page: Page,
  remote: RemoteName,
  entry: string,
  version = 'e2e-override',
): Promise<void> {
  let overrides = overridesByPage.get(page);
  if (!overrides) {
    const created = new Map<string, RemoteRegistry['remotes'][string]>();
    overrides = created;
    overridesByPage.set(page, created);
    await page.route(E2E_URLS.registry, async (route) => {
      const response = await route.fetch();
      const registry = (await response.json()) as RemoteRegistry;
      for (const [name, override] of created) registry.remotes[name] = override;
      await route.fulfill({ response, json: registry });
    });
  }
  overrides.set(remote, { entry, version });
}

/** The fault-injection fixture takes the remote's place; see `setFault` for how it fails. */
export function useFaultyRemote(page: Page, remote: RemoteName): Promise<void> {
  return overrideRemoteEntry(page, remote, E2E_URLS.faultyRemoteEntry, 'faulty');
}

/** Every request to the remote's origin fails as if its server were down. */
export async function makeRemoteUnreachable(page: Page, remote: RemoteName): Promise<void> {
  await page.route(`${E2E_ORIGINS.remotes[remote]}/**`, (route) =>
    route.abort('connectionrefused'),
  );
}

export type FaultMode = 'load' | 'mount' | 'render' | 'none';

/** Sets `window.__JARA_FAULT__` before any script of the page runs (and on every reload). */
export async function setFault(page: Page, mode: FaultMode): Promise<void> {
  await page.addInitScript((fault) => {
    (window as Window & { __JARA_FAULT__?: string }).__JARA_FAULT__ = fault;
  }, mode);
}
