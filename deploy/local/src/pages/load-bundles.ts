/**
 * What the publish step reads from each bundle's served folder: its prerender module (the shell's
 * always; a remote's when it has one), its CSS manifest, and for the shell the `index.html` every
 * prerendered file starts from.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  PRERENDER_MODULE,
  type PrerenderContext,
  type PrerenderModule,
  type ShellPrerenderModule,
} from '@jara/contracts/prerender';
import { isRegularFile } from '../serving/resolve-request';
import { readCssManifest, type CssManifest } from './css-manifest';
import { loadPrerenderModule, loadShellPrerenderModule } from './load-prerender-module';

/** A remote's current served folder and the absolute URL it is served at (ending in `/`). */
export interface RemoteFolder {
  name: string;
  folder: string;
  base: string;
}

interface LoadedBundle {
  /** "content (/…/releases/content/1.0.0-abc/.server/prerender.cjs)": named in every error. */
  label: string;
  context: PrerenderContext;
  css: CssManifest;
  /** Where the page links the bundle's CSS from: `/` for the shell, the remote's base URL. */
  cssBase: string;
}

export interface LoadedShell extends LoadedBundle {
  module: ShellPrerenderModule;
  template: string;
}

export interface LoadedRemote extends LoadedBundle {
  module: PrerenderModule;
}

export async function loadShell(
  shellDist: string,
  origin: string,
  api: PrerenderContext['api'],
): Promise<LoadedShell> {
  const file = path.join(shellDist, PRERENDER_MODULE);
  if (!(await isRegularFile(file))) {
    throw new Error(`${file} is missing: build the shell (pnpm --filter @jara/shell build) first`);
  }
  return {
    label: `shell (${file})`,
    module: loadShellPrerenderModule(file),
    context: { origin, assetBase: `${origin}/`, api },
    css: await readCssManifest(shellDist),
    // The shell's publicPath: its files are on the page's own origin.
    cssBase: '/',
    template: await readFile(path.join(shellDist, 'index.html'), 'utf8'),
  };
}

/** Only the remotes that prerender: the others have no pages to publish. */
export async function loadRemotes(
  remotes: RemoteFolder[],
  origin: string,
  api: PrerenderContext['api'],
): Promise<LoadedRemote[]> {
  const loaded: LoadedRemote[] = [];
  for (const remote of remotes) {
    const file = path.join(remote.folder, PRERENDER_MODULE);
    if (!(await isRegularFile(file))) continue;
    loaded.push({
      label: `${remote.name} (${file})`,
      module: loadPrerenderModule(file),
      context: { origin, assetBase: remote.base, api },
      css: await readCssManifest(remote.folder),
      cssBase: remote.base,
    });
  }
  return loaded;
}
