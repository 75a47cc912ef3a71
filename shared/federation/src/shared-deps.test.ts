import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createSharedConfig, TREE_SHAKEN_EXPORTS } from './shared-deps';
import { findWorkspaceRoot } from './workspace-root';

const root = findWorkspaceRoot(__dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    // Test helpers never ship, and a prerender module bundles its own copy for Node: neither
    // need be in the tree-shaken set the browser shares.
    if (statSync(file).isDirectory()) {
      const prerenderModule = name === 'prerender' && path.basename(dir) === 'src';
      return ['node_modules', 'testing', 'test-support'].includes(name) || prerenderModule
        ? []
        : sourceFiles(file);
    }
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

function bundleSources(): string[] {
  const folders = [
    'shell',
    ...readdirSync(path.join(root, 'remotes')).map((name) => `remotes/${name}`),
  ];
  const shared = readdirSync(path.join(root, 'shared')).map((name) => `shared/${name}`);
  return [...folders, ...shared].flatMap((folder) => {
    const src = path.join(root, folder, 'src');
    try {
      return sourceFiles(src);
    } catch {
      return [];
    }
  });
}

describe('shared config', () => {
  const shared = createSharedConfig(root);

  it('makes every stateful library and workspace package a singleton', () => {
    for (const key of [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react-router-dom',
      'zustand',
      'zustand/vanilla',
      '@jara/bus',
      '@jara/bus/react',
      '@jara/state/session-store',
      '@jara/state/cart-store',
      '@jara/api/configure-api',
      '@jara/parcel/parcel',
    ]) {
      expect(shared[key]).toMatchObject({ singleton: true });
    }
  });

  it('has the shell provide every module of the packages it provides whole, by file', () => {
    const host = createSharedConfig(root, 'host');
    expect(host['@jara/api/cart']?.import).toBe(path.join(root, 'shared/api/src/cart.ts'));
    expect(host['@jara/parcel/remote-routes']?.import).toBe(
      path.join(root, 'shared/parcel/src/remote-routes.tsx'),
    );
    // Provided by the shell only where it imports them.
    expect(host['@jara/query/query-client']).toMatchObject({ singleton: true });
    expect(host['@jara/query/query-client']?.import).toBeUndefined();
    expect(host.react?.import).toBeUndefined();
  });

  it("shares the query package's client, not its stateless key and fetcher modules", () => {
    expect(shared['@jara/query/query-client']).toMatchObject({ singleton: true });
    expect(shared['@jara/query/query-provider']).toMatchObject({ singleton: true });
    expect(Object.keys(shared).filter((key) => key.endsWith('-queries'))).toEqual([]);
  });

  it('has a remote consume by package name, with its own copy as the fallback', () => {
    for (const entry of Object.values(shared)) expect(entry.import).toBeUndefined();
  });

  it("shares the contracts' site map, not as singletons (it holds no state)", () => {
    expect(shared['@jara/contracts/site-paths']).toMatchObject({ singleton: false });
    expect(createSharedConfig(root, 'host')['@jara/contracts/site-map']?.import).toBe(
      path.join(root, 'shared/contracts/src/site-map/site-map.ts'),
    );
    expect(shared['@jara/contracts/entities']).toBeUndefined();
  });

  it('pins each library to the version the workspace installs', () => {
    expect(shared.react?.version).toMatch(/^19\./);
    expect(shared.react?.requiredVersion).toBe(`^${shared.react?.version}`);
  });

  it.each(Object.keys(TREE_SHAKEN_EXPORTS))(
    'lists every %s export any bundle imports in its tree-shaken set',
    (library) => {
      const escaped = library.replace(/[/.]/g, '\\$&');
      const imports = new RegExp(
        `(import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${escaped}'`,
        'g',
      );
      const used = new Set<string>();
      for (const file of bundleSources()) {
        for (const match of readFileSync(file, 'utf8').matchAll(imports)) {
          if (match[2]) continue;
          for (const part of match[3]!.split(',')) {
            const name = part.trim().split(/\s+as\s+/)[0]!;
            if (name && !name.startsWith('type ')) used.add(name);
          }
        }
      }
      expect(used.size).toBeGreaterThan(0);
      expect([...used].filter((name) => !TREE_SHAKEN_EXPORTS[library]!.includes(name))).toEqual([]);
      expect(shared[library]?.treeShaking?.usedExports).toBe(TREE_SHAKEN_EXPORTS[library]);
    },
  );

  it('imports no tree-shaken library whole (a namespace import would need every export)', () => {
    const libraries = Object.keys(TREE_SHAKEN_EXPORTS).join('|').replace(/[/.]/g, '\\$&');
    const whole = new RegExp(`\\*\\s+as\\s+\\w+\\s+from\\s+'(${libraries})'`);
    expect(bundleSources().filter((file) => whole.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it("shares the forms package's zod-based field rules, not as singletons, the shell's by file", () => {
    expect(shared['@jara/forms/field-rules']).toMatchObject({ singleton: false });
    expect(shared['@jara/forms/drop-off-fields']).toMatchObject({ singleton: false });
    expect(createSharedConfig(root, 'host')['@jara/forms/field-rules']?.import).toBe(
      path.join(root, 'shared/forms/src/field-rules.ts'),
    );
    // The form hook brings react-hook-form's resolvers: each bundle links it where a form is.
    expect(shared['@jara/forms/use-api-form']).toBeUndefined();
  });
});
