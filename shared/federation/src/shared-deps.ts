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
  singleton: true;
  requiredVersion: string;
  version?: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/**
 * A shared library is otherwise provided whole (react-router-dom: 60 KB gzip). These are the
 * exports any bundle uses (a test scans every bundle's sources against this list); the shell
 * provides a copy with just these, and a consumer that needs more falls back to the full one.
 */
export const TREE_SHAKEN_EXPORTS: Record<string, string[]> = {
  'react-router-dom': [
    'BrowserRouter',
    'NavLink',
    'Outlet',
    'Route',
    'RouterProvider',
    'Routes',
    'createBrowserRouter',
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

export function workspacePackageEntries(
  workspaceRoot: string,
  folder: string,
): Record<string, SharedEntry> {
  const pkg = readPackageJson(path.join(workspaceRoot, 'shared', folder, 'package.json'));
  const name = `@jara/${folder}`;
  const subpaths = Object.keys(pkg.exports ?? { '.': '' });
  return Object.fromEntries(
    subpaths.map((subpath) => [
      subpath === '.' ? name : `${name}/${subpath.replace(/^\.\//, '')}`,
      { singleton: true, requiredVersion: caretRange(pkg.version), version: pkg.version },
    ]),
  );
}

export function createSharedConfig(workspaceRoot: string): Record<string, SharedEntry> {
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
  const workspace = STATEFUL_WORKSPACE_PACKAGES.map((folder) =>
    workspacePackageEntries(workspaceRoot, folder),
  );
  return Object.assign(Object.fromEntries(libraries), ...workspace);
}
