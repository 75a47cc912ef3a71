/**
 * The hand-over between the early preload entry and the federation runtime: the preload fetches
 * a remote's mf-manifest.json as soon as the registry is read, and the runtime's fetch hook
 * (features/federation/early-manifest-plugin.ts) takes that answer instead of asking again. The
 * two are separate bundles, so the promises live on the window.
 */
const KEY = '__jaraEarlyManifests';

/** A manifest's body when it answered 2xx with JSON; undefined on any failure. */
export type EarlyManifest = Promise<string | undefined>;

type Holder = { [KEY]?: Map<string, EarlyManifest> };

function manifests(): Map<string, EarlyManifest> {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= new Map());
}

export function publishEarlyManifest(url: string, body: EarlyManifest): void {
  manifests().set(url, body);
}

/** The early answer for this URL, once: a later load of the same manifest fetches it afresh. */
export function takeEarlyManifest(url: string): EarlyManifest | undefined {
  const body = manifests().get(url);
  manifests().delete(url);
  return body;
}
