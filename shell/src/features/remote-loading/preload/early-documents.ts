/**
 * The hand-over between the early preload entry and the shell's own code: the preload fetches
 * `/registry.json` (consuming index.html's `<link rel="preload">`) and the needed remotes'
 * mf-manifest.json as soon as it runs; the federation runtime's fetch hook
 * (../federation/early-manifest-plugin.ts) and the boot's registry read take those answers
 * instead of asking again. The two are separate bundles, so the promises live on the window.
 */
const KEY = '__jaraEarlyDocuments';

/** A document's body when it answered 2xx with JSON; undefined on any failure. */
export type EarlyDocument = Promise<string | undefined>;

type Holder = { [KEY]?: Map<string, EarlyDocument> };

function documents(): Map<string, EarlyDocument> {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= new Map());
}

export function publishEarlyDocument(url: string, body: EarlyDocument): void {
  documents().set(url, body);
}

/** The early answer for this URL, once: a later read of the same document fetches it afresh. */
export function takeEarlyDocument(url: string): EarlyDocument | undefined {
  const body = documents().get(url);
  documents().delete(url);
  return body;
}
