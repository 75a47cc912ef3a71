/**
 * Prerendered pages as a crawler and as a deploy see them: a page's HTML fetched without a
 * browser, the asset URLs it names, and a content release on the running e2e stack.
 */
import type { APIRequestContext } from '@playwright/test';
import type { RemoteName } from '@jara/contracts/remote-contract';
import { pathTo } from '@jara/contracts/site-paths';
import { E2E_URLS } from './e2e-stack';
import { releaseOnStack, stackRegistry } from './release-cli';

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

/**
 * Releases a remote's current build on the e2e stack (copy, repoint, publish the pages again)
 * and returns the version now in the registry.
 */
export async function releaseRemote(remote: RemoteName): Promise<string> {
  await releaseOnStack(remote);
  return (await stackRegistry()).remotes[remote]!.version;
}
