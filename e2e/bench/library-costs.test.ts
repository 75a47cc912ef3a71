/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatLibraryCosts, libraryCosts, NO_SOURCE_MAP } from './library-costs';

describe('libraryCosts', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'bench-dist-'));
  // 10 characters: 4 of react, 6 of the shell.
  writeFileSync(path.join(dist, 'main.abc.js'), 'reacshell;');
  writeFileSync(
    path.join(dist, 'main.abc.js.map'),
    JSON.stringify({
      version: 3,
      sources: ['webpack://shell/../node_modules/react/index.js', 'webpack://shell/./src/app.tsx'],
      mappings: 'AAAA,ICAA',
    }),
  );
  writeFileSync(path.join(dist, 'nomap.js'), 'x');
  const folders = new Map([['https://localhost:9080', dist]]);
  const scripts = [
    { url: 'https://localhost:9080/main.abc.js', bytes: 2048, beforeVisible: true },
    { url: 'https://localhost:9080/nomap.js', bytes: 1024, beforeVisible: true },
    { url: 'https://localhost:9081/elsewhere.js', bytes: 512, beforeVisible: true },
    { url: 'https://localhost:9080/later.js', bytes: 4096, beforeVisible: false },
  ];

  it('splits each chunk loaded before visible by its map, and totals the libraries', () => {
    const costs = libraryCosts('/stores', scripts, folders);
    expect(costs.chunks.map((chunk) => chunk.file)).toEqual([
      '9080/main.abc.js',
      '9080/nomap.js',
      '9081/elsewhere.js',
    ]);
    expect(costs.chunks[0]!.owners).toEqual([
      { owner: 'shell', kb: 1.2 },
      { owner: 'react', kb: 0.8 },
    ]);
    expect(costs.libraries).toEqual([
      { owner: NO_SOURCE_MAP, kb: 1.5 },
      { owner: 'shell', kb: 1.2 },
      { owner: 'react', kb: 0.8 },
    ]);
  });

  it('prints the chunk table and the library table', () => {
    const printed = formatLibraryCosts(libraryCosts('/stores', scripts, folders));
    expect(printed).toContain('JS before visible on /stores, per chunk (3 files, 3.5 KB)');
    expect(printed).toMatch(/9080\/main\.abc\.js\s+2\s+shell 1\.2, react 0\.8\n/);
    expect(printed).toMatch(/react\s+0\.8\s+23 %/);
  });
});
