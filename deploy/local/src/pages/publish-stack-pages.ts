/**
 * Publishes a stack's pages from what it serves right now: the shell's build and, for each
 * remote, the folder its entry in the stack's `registry.json` points at. Runs after a stack has
 * built and written its runtime documents, and after every release and rollback of a remote.
 */
import path from 'node:path';
import { stackOrigins, type PortLayout } from '../port-layout';
import { readJsonIfExists } from '../runtime/atomic-json';
import {
  parseOrExplain,
  remoteRegistrySchema,
  runtimeConfigSchema,
} from '../runtime/runtime-document-schemas';
import { APP_CONFIG_FILE, REGISTRY_FILE } from '../runtime/runtime-documents';
import { bundle, type StackPaths } from '../workspace';
import { publishPages, type PublishOutcome } from './publish-pages';
import { registryFolders } from './registry-folders';

/** The public origin canonical URLs and the sitemap name: SITE_ORIGIN, else the stack's shell. */
export function siteOrigin(layout: PortLayout, env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_ORIGIN || stackOrigins(layout).shell).replace(/\/+$/, '');
}

export async function publishStackPages(options: {
  root: string;
  layout: PortLayout;
  paths: StackPaths;
  log?: (line: string) => void;
}): Promise<PublishOutcome> {
  const registryFile = path.join(options.paths.runtimeDir, REGISTRY_FILE);
  const started = performance.now();
  try {
    const document = await readJsonIfExists(registryFile);
    if (document === undefined) throw new Error(`${registryFile} has not been written yet`);
    const registry = parseOrExplain(remoteRegistrySchema, document, registryFile);
    const configFile = path.join(options.paths.runtimeDir, APP_CONFIG_FILE);
    const config = await readJsonIfExists(configFile);
    if (config === undefined) throw new Error(`${configFile} has not been written yet`);
    const outcome = await publishPages({
      shellDist: bundle(options.root, 'shell').distDir,
      remotes: registryFolders(registry, options),
      origin: siteOrigin(options.layout),
      api: parseOrExplain(runtimeConfigSchema, config, configFile).api,
      pagesDir: options.paths.pagesDir,
    });
    (options.log ?? console.info)(
      `Published ${outcome.pages.length} prerendered pages and a sitemap of ` +
        `${outcome.sitemapUrls} URLs into ${options.paths.pagesDir} in ` +
        `${Math.round(performance.now() - started)} ms`,
    );
    return outcome;
  } catch (error) {
    throw new Error(
      `Publishing the prerendered pages failed; the previous pages stay served.\n${(error as Error).message}`,
      { cause: error },
    );
  }
}
