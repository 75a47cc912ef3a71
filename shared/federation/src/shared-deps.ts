/**
 * The one `shared` config every bundle (shell and remotes) is built with, so the set of
 * singletons cannot drift between bundles that are built and deployed apart.
 *
 * A shared key matches only that exact import request, so every entry point that any bundle
 * imports is listed: `react-dom/client` and `react/jsx-runtime` as well as `react-dom` and
 * `react`, and each subpath export of our own stateful workspace packages.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface SharedEntry {
  singleton: boolean;
  requiredVersion: string;
  version?: string;
  /** The module the bundle provides (and falls back to); the shared key itself when absent. */
  import?: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/**
 * A shared library is otherwise provided whole (react-router-dom: 60 KB gzip; zustand's
 * middleware: devtools, immer and more the site does not use). These are the exports any bundle
 * uses (a test scans every bundle's sources against each list); the shell provides a copy with
 * just these, and a consumer that needs more falls back to the full one. A library listed here
 * must resolve from every bundle built with this config, the e2e fixture remote's included: the
 * tree-shaken copy is a build of its own, from the bundle's folder.
 */
export const TREE_SHAKEN_EXPORTS: Record<string, string[]> = {
  'zustand/middleware': ['createJSONStorage', 'persist'],
  'react-router-dom': [
    'BrowserRouter',
    'NavLink',
    'Outlet',
    'Route',
    'RouterProvider',
    'Routes',
    'createBrowserRouter',
    'matchPath',
    'matchRoutes',
    'useLocation',
    'useMatches',
    'useNavigate',
    'useOutlet',
    'useParams',
    'useRouteError',
    'useSearchParams',
  ],
};

/** Third-party libraries that hold module state (React's dispatcher, the router context...), and
 * the API client's own dependencies. */
const LIBRARY_ENTRY_POINTS: Record<string, string[]> = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  'react-router-dom': ['react-router-dom'],
  zustand: ['zustand', 'zustand/vanilla', 'zustand/middleware'],
  'single-spa-react': ['single-spa-react'],
  // Not stateful, but every copy of the API client needs it: loaded once, not per remote.
  axios: ['axios'],
  // The query cache: one QueryClient for the page only works with one copy of the library.
  '@tanstack/react-query': ['@tanstack/react-query'],
  // Not stateful, but signing in (shell) then checking out (checkout) would load it twice:
  // shared, the page loads one whole copy (16 KB gzip) instead of two tree-shaken ones (13 KB each).
  'react-hook-form': ['react-hook-form'],
};

/**
 * Our workspace packages whose modules hold state that must exist once per page (`parcel` holds
 * the props context every remote reads, which must be the same React context object; `query`
 * holds the page's one QueryClient).
 */
export const STATEFUL_WORKSPACE_PACKAGES = ['bus', 'state', 'api', 'parcel', 'query'] as const;

/**
 * Where only some modules of a stateful package hold its state, the others are not shared: each
 * bundle links the ones it imports. The query key and fetcher modules are functions of shared
 * modules; shared, each was one more key every bundle registered and every load resolved, for
 * less than 1 KB of code.
 */
const STATEFUL_SUBPATHS: Partial<Record<(typeof STATEFUL_WORKSPACE_PACKAGES)[number], string[]>> = {
  query: ['query-client', 'query-provider'],
};

/**
 * Packages the shell provides whole, every subpath whether the shell imports it or not (a bundle
 * otherwise provides only what it imports). A remote's own copy of one of them is not just bytes:
 * its internals come along (the API's request code and zod with `@jara/api/cart`, the event bus
 * with `@jara/bus/location-request`, the site map with `@jara/parcel/remote-routes`), and a second
 * bus or API client is a second instance. `query` is left out: its modules would all join the
 * shell's first-screen chunk, and each is small and built on shared modules anyway.
 */
export const HOST_PROVIDES_WHOLE = ['bus', 'state', 'api', 'parcel'] as const;

/**
 * The site map's modules of `@jara/contracts`: data and pure functions (no state, so not
 * singletons), but every remote links to pages with them and they are ~6 KB gzip per copy.
 */
export const SHARED_CONTRACTS = [
  'site-map',
  'site-paths',
  'site-routes',
  'site-screens',
  'screen-spec',
  'kenya-path',
] as const;

/**
 * `@jara/forms`' field rules and the drop-off fields built on them: pure functions (not
 * singletons), but their zod schemas bring zod along. The plans remote's /laundry landing reads a
 * saved drop-off with them: its own copy was 9.9 KB gzip of zod before the page showed, where
 * the shell's copy runs on the zod the shell has already loaded.
 */
export const SHARED_FORMS = ['field-rules', 'drop-off-fields'] as const;

/** Which side of the federation a bundle is: the shell (host) provides, remotes consume. */
export type BundleRole = 'host' | 'remote';

interface PackageJson {
  version: string;
  exports?: Record<string, string>;
}

function readPackageJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

function libraryVersion(workspaceRoot: string, name: string): string {
  // Resolved from this package, which pins the same versions as every bundle.
  const require = createRequire(path.join(workspaceRoot, 'shared/federation/package.json'));
  const entry = require.resolve(name);
  let dir = path.dirname(entry);
  while (!dir.endsWith(path.join('node_modules', name))) dir = path.dirname(dir);
  return readPackageJson(path.join(dir, 'package.json')).version;
}

/** Singletons accept any later minor or patch: remotes are built apart and may lag the shell. */
function caretRange(version: string): string {
  return `^${version}`;
}

export interface WorkspaceEntryOptions {
  singleton: boolean;
  /** Only these subpaths (without `./`); every export when absent. */
  only?: readonly string[];
  /**
   * Provide each subpath by its file: a file path is provided even where no module of the
   * bundle imports it, where a package name is provided only once something imports it.
   */
  provideAll?: boolean;
}

export function workspacePackageEntries(
  workspaceRoot: string,
  folder: string,
  options: WorkspaceEntryOptions = { singleton: true },
): Record<string, SharedEntry> {
  const packageDir = path.join(workspaceRoot, 'shared', folder);
  const pkg = readPackageJson(path.join(packageDir, 'package.json'));
  const name = `@jara/${folder}`;
  const exports = pkg.exports ?? {};
  const subpaths = Object.keys(pkg.exports ?? { '.': '' }).filter(
    (subpath) => !options.only || options.only.includes(subpath.replace(/^\.\//, '')),
  );
  return Object.fromEntries(
    subpaths.map((subpath) => {
      const file = exports[subpath];
      return [
        subpath === '.' ? name : `${name}/${subpath.replace(/^\.\//, '')}`,
        {
          singleton: options.singleton,
          requiredVersion: caretRange(pkg.version),
          version: pkg.version,
          ...(options.provideAll && file && { import: path.join(packageDir, file) }),
        },
      ];
    }),
  );
}

export function createSharedConfig(
  workspaceRoot: string,
  role: BundleRole = 'remote',
): Record<string, SharedEntry> {
  const libraries = Object.entries(LIBRARY_ENTRY_POINTS).flatMap(([pkg, requests]) => {
    const version = libraryVersion(workspaceRoot, pkg);
    return requests.map(
      (request) =>
        [
          request,
          {
            singleton: true,
            requiredVersion: caretRange(version),
            version,
            ...(TREE_SHAKEN_EXPORTS[request] && {
              treeShaking: { mode: 'runtime-infer', usedExports: TREE_SHAKEN_EXPORTS[request] },
            }),
          },
        ] as const,
    );
  });
  const host = role === 'host';
  const workspace = STATEFUL_WORKSPACE_PACKAGES.map((folder) =>
    workspacePackageEntries(workspaceRoot, folder, {
      singleton: true,
      only: STATEFUL_SUBPATHS[folder],
      provideAll: host && (HOST_PROVIDES_WHOLE as readonly string[]).includes(folder),
    }),
  );
  const contracts = workspacePackageEntries(workspaceRoot, 'contracts', {
    singleton: false,
    only: SHARED_CONTRACTS,
    provideAll: host,
  });
  const forms = workspacePackageEntries(workspaceRoot, 'forms', {
    singleton: false,
    only: SHARED_FORMS,
    provideAll: host,
  });
  return Object.assign(Object.fromEntries(libraries), ...workspace, contracts, forms);
}
