/**
 * How a bundle's async code is cut into files. Module Federation gives every shared module its
 * own lazy chunk: the shell fetched about 30 of them (a few hundred bytes to a few KB each) after
 * its entry ran and before any route showed. The shell puts the ones every first screen runs in
 * one chunk; remotes keep their shared modules lazy (the shell's copies are the ones used) and
 * do not split a screen's own code into files smaller than a request is worth.
 */
import type { Module, OptimizationSplitChunksOptions } from '@rspack/core';

/** Libraries every first screen runs (React, the router, the stores, the query cache). */
const FIRST_SCREEN_LIBRARIES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  // react-router's own dependencies: otherwise one more request of 2 KB.
  'cookie',
  'set-cookie-parser',
  'zustand',
  'use-sync-external-store',
  '@tanstack/react-query',
  '@tanstack/query-core',
];

/**
 * Workspace packages whose modules the layouts, the session and the query client import: all of
 * them small, most needed by every page, and the contracts they read. `@jara/api` is only its base (errors, the session's
 * token and expiry); its endpoint modules load with the screens that call them.
 */
const FIRST_SCREEN_WORKSPACE_FILES = [
  /[\\/]shared[\\/](bus|state|query)[\\/]src[\\/]/,
  // The shell reads page titles; the parcel API itself is what remotes mount with (the shell
  // provides it for them, so it loads with the first remote that asks).
  /[\\/]shared[\\/]parcel[\\/]src[\\/]page-meta\.ts$/,
  /[\\/]shared[\\/]api[\\/]src[\\/](configure-api|api-error|api-messages|request-headers|session-expiry)\.ts$/,
  // The contracts the stores and the bus read (left out, each was a chunk of under 400 bytes), and
  // the brand the site map names pages with (left out, three copies of it were a second round
  // of requests before the first screen).
  /[\\/]shared[\\/]contracts[\\/]src[\\/](constants|bus-events|brand)\.ts$/,
  // The site map (shared, so remotes link with the shell's copy): every page's links read it.
  /[\\/]shared[\\/]contracts[\\/]src[\\/]site-map[\\/]/,
];

const LIBRARY_DIR = new RegExp(
  `[\\\\/]node_modules[\\\\/](${FIRST_SCREEN_LIBRARIES.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`,
);

/** Whether a module (by its file) belongs in the shell's one first-screen shared chunk. */
export function isFirstScreenShared(resource: string): boolean {
  if (/\.test\.tsx?$/.test(resource)) return false;
  return LIBRARY_DIR.test(resource) || FIRST_SCREEN_WORKSPACE_FILES.some((re) => re.test(resource));
}

/** The shell's first-screen chunk; the CSS manifest and preloads may name it. */
export const FIRST_SCREEN_SHARED_CHUNK = 'shell-shared';

/**
 * The platform API a remote mounts, routes and links with (`@jara/parcel`), which the shell
 * provides: one file, loaded with a page's first remote. Each module was a chunk of its own, five
 * requests of 1-2 KB before a remote's screen showed. (`page-meta` is the shell's: first screen.)
 */
const REMOTE_MOUNT_FILES = /[\\/]shared[\\/]parcel[\\/]src[\\/]/;

export const REMOTE_MOUNT_CHUNK = 'shell-parcel';

/**
 * A remote's async chunks below this size (bytes, minified, before gzip) are not split out: the
 * code is copied into each screen that needs it. A request costs more than a few KB of copies.
 */
export const REMOTE_MIN_CHUNK_BYTES = 30_000;

/** Runtime and federation modules have no file: only a normal module's resource is looked at. */
function moduleFile(module: Module): string | null {
  const resource = (module as { resource?: unknown }).resource;
  return typeof resource === 'string' ? resource : null;
}

export function firstScreenModule(module: Module): boolean {
  const file = moduleFile(module);
  return file !== null && isFirstScreenShared(file);
}

export function remoteMountModule(module: Module): boolean {
  const file = moduleFile(module);
  return file !== null && REMOTE_MOUNT_FILES.test(file);
}

export function splitChunksFor(role: 'host' | 'remote'): OptimizationSplitChunksOptions {
  if (role === 'remote') return { chunks: 'async', minSize: REMOTE_MIN_CHUNK_BYTES };
  return {
    chunks: 'async',
    cacheGroups: {
      firstScreenShared: {
        name: FIRST_SCREEN_SHARED_CHUNK,
        chunks: 'async',
        test: firstScreenModule,
        enforce: true,
        priority: 20,
      },
      remoteMountShared: {
        name: REMOTE_MOUNT_CHUNK,
        chunks: 'async',
        test: remoteMountModule,
        enforce: true,
        priority: 10,
      },
    },
  };
}
