/**
 * A small shell build, runtime folder, published pages, remote build and release on disk, shaped
 * like the real ones, for the serving tests of both the Node servers and nginx.
 */
import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { documentHeaders, PREFLIGHT_HEADERS, siteHeaders } from '../serving/site-headers';
import { REMOTE_RULES, SHELL_RULES } from '../serving/serving-rules';
import type { SiteDefinition } from '../serving/stack-sites';
import { createPortLayout } from '../port-layout';

export const RELEASE = '1.0.0-abc1234567';

/** Every file of the fixture, by site and folder, with its content. */
export const FIXTURE_FILES = {
  shellDist: {
    'index.html': '<!doctype html><title>shell index</title>',
    'main.0123456789.js': 'console.log("main");',
    'styles.abcdef0123.css': 'body{}',
    'favicon.ico': 'icon',
    'builds/latest.json': '{"id":"b1"}',
    'builds/meta/b1.json': '{"id":"b1","timestamp":1}',
    '.secret': 'never served',
  },
  /** A published page set: three prerendered routes (one with a payload), sitemap and robots. */
  pages: {
    'index.html': '<!doctype html><title>prerendered home</title>',
    'blog/guides/best-suya/index.html': '<!doctype html><title>prerendered post</title>',
    'blog/guides/best-suya/_payload.json': '{"kind":"post"}',
    'blog/releases/v1.2/index.html': '<!doctype html><title>prerendered dotted post</title>',
    'sitemap.xml': '<urlset></urlset>',
    'robots.txt': 'User-agent: *',
  },
  runtime: {
    'registry.json': '{"remotes":{}}',
    'app-config.json': '{"defaultCountry":"NG"}',
  },
  remoteDist: {
    'mf-manifest.json': '{"name":"storefront"}',
    'remoteEntry.js': 'var storefront;',
    '__federation_expose_app.0123456789.js': 'expose();',
  },
  release: {
    'mf-manifest.json': '{"name":"storefront","release":true}',
    'remoteEntry.js': 'var storefront_release;',
    'chunk.0123456789.js': 'chunk();',
  },
} as const;

export interface ServingFixture {
  dir: string;
  sites(ports: { shell: number; remote: number }): SiteDefinition[];
}

async function writeTree(root: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
}

export async function createServingFixture(): Promise<ServingFixture> {
  const dir = await mkdtemp(path.join(tmpdir(), 'jara-serving-'));
  // nginx workers may run as another user: they must be able to read the fixture.
  await chmod(dir, 0o755);
  const folders = {
    shellDist: path.join(dir, 'shell-dist'),
    runtime: path.join(dir, 'runtime'),
    pages: path.join(dir, 'pages'),
    remoteDist: path.join(dir, 'remote-dist'),
    releases: path.join(dir, 'releases'),
  };
  await writeTree(folders.shellDist, FIXTURE_FILES.shellDist);
  await writeTree(folders.runtime, FIXTURE_FILES.runtime);
  await writeTree(folders.pages, FIXTURE_FILES.pages);
  await writeTree(folders.remoteDist, FIXTURE_FILES.remoteDist);
  await writeTree(path.join(folders.releases, RELEASE), FIXTURE_FILES.release);
  const layout = createPortLayout(8080);
  return {
    dir,
    sites: (ports) => [
      {
        name: 'shell',
        kind: 'shell',
        port: ports.shell,
        rules: SHELL_RULES,
        roots: {
          dist: folders.shellDist,
          runtime: folders.runtime,
          config: folders.runtime,
          pages: folders.pages,
        },
        headers: siteHeaders('shell'),
        documentHeaders: documentHeaders('shell', layout),
      },
      {
        name: 'storefront',
        kind: 'remote',
        port: ports.remote,
        rules: REMOTE_RULES,
        roots: { dist: folders.remoteDist, releases: folders.releases },
        headers: siteHeaders('remote'),
        documentHeaders: documentHeaders('remote', layout),
        preflightHeaders: { ...PREFLIGHT_HEADERS },
      },
    ],
  };
}
