import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { esmAliases, federationRuntimeEsmAliases } from './federation-runtime-esm';
import { findWorkspaceRoot } from './workspace-root';

describe('esmAliases', () => {
  it('points each CommonJS file at its ES module twin and leaves a file without one alone', () => {
    const dist = path.join(mkdtempSync(path.join(tmpdir(), 'mf-esm-')), 'dist');
    mkdirSync(dist);
    for (const name of ['index.cjs', 'index.js', 'node.cjs', 'node.js', 'desc.cjs', 'desc.mjs']) {
      writeFileSync(path.join(dist, name), '');
    }
    expect(esmAliases([path.join(dist, 'index.cjs')])).toEqual({
      [path.join(dist, 'index.cjs')]: path.join(dist, 'index.js'),
      [path.join(dist, 'node.cjs')]: path.join(dist, 'node.js'),
    });
  });
});

describe('federationRuntimeEsmAliases', () => {
  const alias = federationRuntimeEsmAliases(findWorkspaceRoot(__dirname));

  it.each([
    'sdk',
    'runtime',
    'runtime-core',
    'webpack-bundler-runtime',
    'runtime-tools',
    'inject-external-runtime-core-plugin',
  ])('maps the installed @module-federation/%s entry to its ES module build', (name) => {
    const entry = Object.keys(alias).find((file) =>
      file.endsWith(path.join('@module-federation', name, 'dist', 'index.cjs')),
    );
    expect(entry).toBeDefined();
    expect(alias[entry!]).toBe(entry!.replace(/\.cjs$/, '.js'));
  });
});
