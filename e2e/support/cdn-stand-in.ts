/**
 * Playwright as the CDN in front of the object store, for one browser context. In production a
 * CDN serves the bucket's prefix at the public URL and the site's `/registry.json` from the
 * registry object (README, "Object storage and a CDN"); here the public URL is a path under a
 * remote's origin (the only origins the site's CSP lets it load code from), and this answers
 * every request under it, and `/registry.json`, with the object from the store: its bytes, its
 * status and its headers (Cache-Control, Content-Type, ETag, and the CORS answer the bucket's
 * rule gives the page's Origin, which is passed on as a CDN passes it).
 */
import type { BrowserContext, Route } from '@playwright/test';
import { E2E_URLS } from './e2e-stack';
import type { LocalObjectStore } from './local-object-store';

const REGISTRY_OBJECT = 'registry.json';
/** Hop-by-hop: about the store's connection, not the object, so a CDN never passes them on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

async function answerWithObject(route: Route, store: LocalObjectStore, key: string) {
  const origin = route.request().headers()['origin'];
  const object = await fetch(store.objectUrl(key), {
    headers: origin === undefined ? {} : { origin },
  });
  await route.fulfill({
    status: object.status,
    headers: Object.fromEntries([...object.headers].filter(([name]) => !HOP_BY_HOP.has(name))),
    body: Buffer.from(await object.arrayBuffer()),
  });
}

export async function serveThroughCdn(
  context: BrowserContext,
  store: LocalObjectStore,
  publicUrl: string,
): Promise<void> {
  await context.route(`${publicUrl}/**`, (route) => {
    const key = new URL(route.request().url()).pathname.slice(
      new URL(publicUrl).pathname.length + 1,
    );
    return answerWithObject(route, store, key);
  });
  await context.route(E2E_URLS.registry, (route) =>
    answerWithObject(route, store, REGISTRY_OBJECT),
  );
}
