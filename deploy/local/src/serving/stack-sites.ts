/**
 * The sites of a stack: the shell and each remote on its own port with its folders, rules and
 * headers, and a shell site per sandbox slot. Both the Node servers and the nginx renderer are
 * driven by this list.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@jara/contracts/remote-contract';
import { slotLayouts, type PortLayout } from '../port-layout';
import { bundle, faultyRemoteDist, oneBundleDist, type StackPaths } from '../workspace';
import type { SiteRoots } from './resolve-request';
import { REMOTE_RULES, SHELL_RULES, type SiteRules } from './serving-rules';
import { documentHeaders, PREFLIGHT_HEADERS, siteHeaders, type SiteKind } from './site-headers';

export interface SiteDefinition {
  name: string;
  kind: SiteKind;
  port: number;
  rules: SiteRules;
  roots: SiteRoots;
  headers: Record<string, string>;
  /** Left off a served hashed chunk, which is never a document (serving-rules.ts). */
  documentHeaders: Record<string, string>;
  preflightHeaders?: Record<string, string>;
}

export function stackSites(root: string, layout: PortLayout, paths: StackPaths): SiteDefinition[] {
  const shellSite = (name: string, siteLayout: PortLayout, config: string): SiteDefinition => ({
    name,
    kind: 'shell',
    port: siteLayout.shell,
    rules: SHELL_RULES,
    roots: {
      dist: bundle(root, 'shell').distDir,
      runtime: paths.runtimeDir,
      config,
      pages: paths.pagesDir,
    },
    headers: siteHeaders('shell'),
    documentHeaders: documentHeaders('shell', siteLayout),
  });
  const shell = shellSite('shell', layout, paths.runtimeDir);
  // The same build, registry and pages; only the runtime config (and so the CSP) is the slot's.
  const slotShells = slotLayouts(layout).map((slot, index) =>
    shellSite(`shell-slot-${index}`, slot, paths.slotConfigDir(index)),
  );
  const remote = (name: string, port: number, dist: string, releases?: string): SiteDefinition => ({
    name,
    kind: 'remote',
    port,
    rules: REMOTE_RULES,
    roots: releases ? { dist, releases } : { dist },
    headers: siteHeaders('remote'),
    documentHeaders: documentHeaders('remote', layout),
    preflightHeaders: { ...PREFLIGHT_HEADERS },
  });
  const remotes = REMOTE_NAMES.map((name) =>
    remote(
      name,
      layout.remotes[name],
      bundle(root, name).distDir,
      path.join(paths.releasesDir, name),
    ),
  );
  const fixtures =
    layout.faultyRemote === undefined
      ? []
      : [remote('faulty', layout.faultyRemote, faultyRemoteDist(root))];
  return [shell, ...remotes, ...fixtures, ...oneBundleSites(root, layout, paths), ...slotShells];
}

/**
 * The one-bundle build, where the layout has a port for it and it has been built: the shell's
 * rules and headers with the same runtime documents, and no prerendered pages (they name the
 * federated build's chunks), so every route is its SPA.
 */
function oneBundleSites(root: string, layout: PortLayout, paths: StackPaths): SiteDefinition[] {
  const dist = oneBundleDist(root);
  if (layout.oneBundle === undefined || !existsSync(path.join(dist, 'index.html'))) return [];
  return [
    {
      name: 'one-bundle',
      kind: 'shell',
      port: layout.oneBundle,
      rules: SHELL_RULES,
      roots: { dist, runtime: paths.runtimeDir, config: paths.runtimeDir },
      headers: siteHeaders('shell'),
      documentHeaders: documentHeaders('shell', layout),
    },
  ];
}
