/**
 * Starts downloading what the first screen needs from the remotes while the shell's own code is
 * still on its way: reads the registry (the preload index.html already started), fetches the
 * needed remotes' manifests (both handed to the shell's code later, see early-documents.ts) and
 * adds `<link rel="preload">` for each remoteEntry.js and each needed expose's own JS and CSS.
 *
 * The links carry no `crossorigin`, as the runtime's `<script>` and the chunks' `<script>` and
 * `<link rel="stylesheet">` carry none: the same URL in the same mode, so the browser reuses the
 * preloaded file instead of downloading it twice. Any failure (registry, manifest, a remote down)
 * ends this silently: the real loader runs as before and shows its own error.
 */
import type { RegistryRemote } from '@jara/contracts/runtime-config';
import { onCanary } from '../releases/choose-release';
import { deviceId } from '../releases/device-id';
import { mayBePinned } from '../pins/stored-pins';
import { publishEarlyDocument } from './early-documents';
import type { PreloadPlan } from './preload-routes';

export const REGISTRY_URL = '/registry.json';

interface ManifestAssets {
  js?: { sync?: unknown };
  css?: { sync?: unknown };
}

interface Manifest {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: ManifestAssets }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The manifest URLs of the planned remotes, from a registry that may be anything: the release
 * the boot will choose for this device (../releases), stable or canary. A remote that may
 * be pinned is left out: the boot checks a pin before using it, and a guess could download the
 * release the page will not load.
 */
function manifestUrls(registry: unknown, plan: PreloadPlan, search: string): Map<string, string> {
  const urls = new Map<string, string>();
  const remotes = isRecord(registry) ? registry['remotes'] : undefined;
  if (!isRecord(remotes)) return urls;
  const device = deviceId();
  for (const name of Object.keys(plan)) {
    const remote = remotes[name];
    if (!isRecord(remote) || mayBePinned(name, search)) continue;
    const { entry } = onCanary(name, remote as unknown as RegistryRemote, device)
      ? (remote['canary'] as Record<string, unknown>)
      : remote;
    if (typeof entry === 'string' && /^https?:\/\//.test(entry)) urls.set(name, entry);
  }
  return urls;
}

/** As the runtime resolves a manifest's files: `auto` is the folder the manifest is in. */
function publicPathOf(manifestUrl: string, manifest: Manifest): string {
  const publicPath = manifest.metaData?.publicPath;
  if (typeof publicPath === 'string' && publicPath !== '' && publicPath !== 'auto') {
    return publicPath;
  }
  return manifestUrl.replace(/[#?].*$/, '').replace(/\/[^/]+$/, '/');
}

function remoteEntryOf(manifest: Manifest): string | undefined {
  const { name, path } = manifest.metaData?.remoteEntry ?? {};
  if (typeof name !== 'string' || name === '') return undefined;
  const folder = typeof path === 'string' ? path.replace(/^\.?\/+|\/+$/g, '') : '';
  return folder === '' ? name : `${folder}/${name}`;
}

/** The files one remote's planned exposes need first, as [URL, preload `as`]. */
export function filesToPreload(
  manifestUrl: string,
  manifest: Manifest,
  exposes: string[],
): [string, 'script' | 'style'][] {
  const base = publicPathOf(manifestUrl, manifest);
  const files: [string, 'script' | 'style'][] = [];
  const entry = remoteEntryOf(manifest);
  if (entry) files.push([base + entry, 'script']);
  for (const expose of manifest.exposes ?? []) {
    if (typeof expose.path !== 'string' || !exposes.includes(expose.path)) continue;
    for (const js of strings(expose.assets?.js?.sync)) files.push([base + js, 'script']);
    for (const css of strings(expose.assets?.css?.sync)) files.push([base + css, 'style']);
  }
  return files;
}

function addLink(doc: Document, attributes: Record<string, string>): void {
  const link = doc.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  doc.head.appendChild(link);
}

/** 2xx JSON only; the body text is what the shell's code gets, and is parsed here too. */
async function fetchDocument(url: string, init?: RequestInit): Promise<string | undefined> {
  try {
    const response = await fetch(url, init);
    if (!response.ok) return undefined;
    const text = await response.text();
    JSON.parse(text);
    return text;
  } catch {
    return undefined;
  }
}

async function preloadRemote(
  doc: Document,
  url: string,
  exposes: string[],
  body: Promise<string | undefined>,
): Promise<void> {
  const text = await body;
  if (text === undefined) return;
  const manifest: unknown = JSON.parse(text);
  if (!isRecord(manifest)) return;
  for (const [href, as] of filesToPreload(url, manifest as Manifest, exposes)) {
    addLink(doc, { rel: 'preload', as, href });
  }
}

export async function preloadRemotes(plan: PreloadPlan, doc: Document = document): Promise<void> {
  if (Object.keys(plan).length === 0) return;
  // The same request as the shell's boot and the `<link rel="preload" as="fetch">`.
  const registryBody = fetchDocument(REGISTRY_URL, { cache: 'no-cache' });
  publishEarlyDocument(REGISTRY_URL, registryBody);
  const registryText = await registryBody;
  if (registryText === undefined) return;
  const registry: unknown = JSON.parse(registryText);
  const urls = manifestUrls(registry, plan, doc.location.search);
  const origins = new Set([...urls.values()].map((url) => new URL(url).origin));
  origins.delete(doc.location.origin);
  // The scripts and styles are fetched without CORS: warm that connection while the manifest
  // (a CORS fetch, on a connection of its own) is on its way.
  for (const origin of origins) addLink(doc, { rel: 'preconnect', href: origin });
  await Promise.all(
    [...urls].map(([name, url]) => {
      const body = fetchDocument(url);
      publishEarlyDocument(url, body);
      return preloadRemote(doc, url, plan[name] ?? [], body).catch(() => undefined);
    }),
  );
}
