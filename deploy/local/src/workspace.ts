/**
 * Where things are on disk. Paths are computed from the workspace root handed in, so tests can
 * point everything at a temp folder and CLIs find the root from their own location.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@jara/contracts/remote-contract';

export type BundleName = 'shell' | RemoteName;

export interface Bundle {
  name: BundleName;
  /** The pnpm package, as `pnpm --filter` takes it. */
  packageName: string;
  dir: string;
  distDir: string;
}

export function bundle(root: string, name: BundleName): Bundle {
  const dir = name === 'shell' ? path.join(root, 'shell') : path.join(root, 'remotes', name);
  return { name, packageName: `@jara/${name}`, dir, distDir: path.join(dir, 'dist') };
}

/** The shell first: it is what a visitor waits on, so it is the first to be ready. */
export function siteBundles(root: string): Bundle[] {
  return [bundle(root, 'shell'), ...REMOTE_NAMES.map((name) => bundle(root, name))];
}

export function readPackageVersion(dir: string): string {
  const file = path.join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
  if (typeof pkg.version !== 'string' || pkg.version === '') {
    throw new Error(`${file} has no "version"`);
  }
  return pkg.version;
}

export function remoteVersions(root: string): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, readPackageVersion(bundle(root, name).dir)]),
  ) as Record<RemoteName, string>;
}

export type StackName = 'local' | 'e2e';

export interface StackPaths {
  /** `/registry.json` and `/app-config.json`, served by the shell's origin. */
  runtimeDir: string;
  /** A sandbox slot's own `/app-config.json` (port-layout.ts `slotLayout`), served by its site. */
  slotConfigDir: (slot: number) => string;
  /** Immutable released builds: `<releasesDir>/<remote>/<version>/`. */
  releasesDir: string;
  /** nginx's prefix: rendered config, pid, logs and temp paths. */
  nginxDir: string;
  /**
   * The published pages the shell's origin serves (prerendered files, payloads, sitemap.xml,
   * robots.txt): per stack, because they are rendered for that stack's origins.
   */
  pagesDir: string;
  /** The stack's own TLS certificate and key, made at every start of a stack served over TLS. */
  tlsDir: string;
}

export function stackPaths(root: string, stack: StackName): StackPaths {
  const stackDir = path.join(root, '.stack');
  const own = stack === 'local' ? stackDir : path.join(stackDir, stack);
  return {
    runtimeDir: path.join(own, 'runtime'),
    slotConfigDir: (slot) => path.join(own, 'slots', String(slot)),
    // Released builds never change once written, so both stacks can serve the same folders.
    releasesDir: path.join(stackDir, 'releases'),
    nginxDir: path.join(own, 'nginx'),
    pagesDir: path.join(own, 'pages'),
    tlsDir: path.join(own, 'tls'),
  };
}

export const FAULTY_REMOTE_DIR = ['e2e', 'fixtures', 'faulty-remote'] as const;

export function faultyRemoteDist(root: string): string {
  return path.join(root, ...FAULTY_REMOTE_DIR, 'dist');
}

/** The one-bundle build (tools/one-bundle): every remote linked into the shell statically. */
export function oneBundleDist(root: string): string {
  return path.join(root, 'tools', 'one-bundle', 'dist');
}
