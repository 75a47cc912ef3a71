/**
 * A shell build and a content release on disk, shaped like the real ones, for the publish
 * step's tests: index.html with the head markers, CSS manifests, the fixture prerender modules.
 */
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  APP_ROOT_ELEMENT,
  CSS_MANIFEST,
  HEAD_END_MARKER,
  HEAD_START_MARKER,
  PRERENDER_MODULE,
} from '@jara/contracts/prerender';
import type { RemoteFolder } from '../pages/load-bundles';

export const FIXTURE_ORIGIN = 'http://localhost:8080';
export const CONTENT_BASE = 'http://localhost:8084/v/1.0.0-abc/';
export const STOREFRONT_BASE = 'http://localhost:8081/v/1.0.0-def/';
export const FIXTURE_API = {
  baseUrl: 'http://localhost:8090/api',
  plansBaseUrl: 'http://localhost:8091/api',
};

export const SHELL_INDEX = [
  '<!doctype html><html><head><meta charset="utf-8">',
  `${HEAD_START_MARKER}<title>Jara</title><meta name="description" content="default">${HEAD_END_MARKER}`,
  '<link href="/main.0123456789.css" rel="stylesheet"><script defer src="/main.0123456789.js"></script>',
  `</head><body>${APP_ROOT_ELEMENT}</body></html>`,
].join('');

export interface PublishFixture {
  dir: string;
  shellDist: string;
  contentFolder: string;
  pagesDir: string;
  remotes: RemoteFolder[];
}

async function writeFiles(root: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
}

export async function createPublishFixture(): Promise<PublishFixture> {
  const dir = await mkdtemp(path.join(tmpdir(), 'jara-publish-'));
  const shellDist = path.join(dir, 'shell-dist');
  const contentFolder = path.join(dir, 'releases', 'content', '1.0.0-abc');
  await writeFiles(shellDist, {
    'index.html': SHELL_INDEX,
    'builds/latest.json': JSON.stringify({
      id: 'b1',
      timestamp: Date.parse('2026-02-01T10:00:00Z'),
    }),
    [CSS_MANIFEST]: JSON.stringify({
      main: ['main.0123456789.css'],
      'page-home': ['page-home.1111111111.css'],
      'layout-default': ['main.0123456789.css', 'layout.2222222222.css'],
    }),
  });
  await writeFiles(contentFolder, {
    [CSS_MANIFEST]: JSON.stringify({
      __federation_expose_app: ['app.3333333333.css'],
      'screen-post': ['screen-post.4444444444.css'],
    }),
  });
  await copyFile(
    path.join(__dirname, 'fixture-shell-prerender.cjs'),
    path.join(shellDist, PRERENDER_MODULE),
  );
  await copyFile(
    path.join(__dirname, 'fixture-content-prerender.cjs'),
    path.join(contentFolder, PRERENDER_MODULE),
  );
  return {
    dir,
    shellDist,
    contentFolder,
    pagesDir: path.join(dir, 'stack', 'pages'),
    remotes: [
      { name: 'content', folder: contentFolder, base: CONTENT_BASE },
      // A remote without a prerender module publishes nothing.
      { name: 'orders', folder: path.join(dir, 'orders-dist'), base: 'http://localhost:8083/' },
    ],
  };
}

/**
 * A storefront release beside the fixture's content release whose pages come from the catalogue
 * at the context's API (fixture-storefront-prerender.cjs); the publish's remotes then include it.
 */
export async function addStorefrontRelease(fixture: PublishFixture): Promise<RemoteFolder[]> {
  const folder = path.join(fixture.dir, 'releases', 'storefront', '1.0.0-def');
  await writeFiles(folder, { [CSS_MANIFEST]: JSON.stringify({}) });
  await copyFile(
    path.join(__dirname, 'fixture-storefront-prerender.cjs'),
    path.join(folder, PRERENDER_MODULE),
  );
  return [...fixture.remotes, { name: 'storefront', folder, base: STOREFRONT_BASE }];
}
