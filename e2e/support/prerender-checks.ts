/**
 * Prerendered pages as a crawler and as a deploy see them: a page's HTML fetched without a
 * browser, the asset URLs it names, and a content release (with the stack's registry put back
 * afterwards) on the running e2e stack.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import type { RemoteName } from '@jara/contracts/remote-contract';
import { pathTo } from '@jara/contracts/site-paths';
import { writeJsonAtomic } from '@jara/local-stack/atomic-json';
import { stackPaths } from '@jara/local-stack/workspace';
import { E2E_URLS } from './e2e-stack';

const run = promisify(execFile);
const WORKSPACE_ROOT = path.resolve(import.meta.dirname, '..', '..');
const REGISTRY = path.join(stackPaths(WORKSPACE_ROOT, 'e2e').runtimeDir, 'registry.json');

/** The multi-segment Nigerian post every prerender spec reads. */
export const SUYA_POST = {
  path: pathTo('post', { params: { slug: 'guides/lagos/best-suya' } }),
  title: 'Where to find great suya in Lagos, and how to order it well',
  description:
    'From Ikoyi to Ikeja and Yaba, the Lagos areas where suya is worth the detour, what to ask the mai suya for, and how to keep it hot and crisp on delivery.',
  sentence: 'Suya is the one Lagos meal nobody has to be convinced about.',
} as const;

/** The HTML the site answers a path with, fetched with no JavaScript at all. */
export async function fetchHtml(request: APIRequestContext, pagePath: string): Promise<string> {
  const response = await request.get(`${E2E_URLS.site}${pagePath}`);
  if (!response.ok()) throw new Error(`${pagePath} answered ${response.status()}`);
  return response.text();
}

/** Every stylesheet, script, preload and image URL a document names, made absolute. */
export function assetUrls(html: string): string[] {
  const tags = html.match(/<(link|script|img)\b[^>]*>/g) ?? [];
  const urls = tags.flatMap((tag) => {
    if (tag.startsWith('<link') && !/rel="(stylesheet|preload)"/.test(tag)) return [];
    const value = /\s(?:href|src)="([^"]+)"/.exec(tag)?.[1];
    return value === undefined || value.startsWith('data:')
      ? []
      : [new URL(value.replaceAll('&amp;', '&'), E2E_URLS.site).href];
  });
  return [...new Set(urls)];
}

async function pnpm(args: string[]): Promise<string> {
  try {
    const { stdout } = await run('pnpm', args, {
      cwd: WORKSPACE_ROOT,
      timeout: 5 * 60_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`pnpm ${args.join(' ')} failed:\n${stdout}\n${stderr}`, { cause: error });
  }
}

/**
 * Releases a remote's current build on the e2e stack (copy, repoint, publish the pages again)
 * and returns the version now in the registry.
 */
export async function releaseRemote(remote: RemoteName): Promise<string> {
  await pnpm(['--filter', '@jara/release', 'release', remote, '--skip-build', '--stack', 'e2e']);
  const registry = JSON.parse(await readFile(REGISTRY, 'utf8')) as {
    remotes: Record<string, { version: string }>;
  };
  return registry.remotes[remote]!.version;
}

/** Remembers the stack's registry; the returned function puts it back and republishes. */
export async function keepRegistry(): Promise<() => Promise<void>> {
  const saved = JSON.parse(await readFile(REGISTRY, 'utf8')) as unknown;
  return async () => {
    await writeJsonAtomic(REGISTRY, saved);
    await pnpm(['--filter', '@jara/local-stack', 'publish-pages', '--stack', 'e2e']);
  };
}
