/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  formatLibraryCosts,
  libraryCosts,
  MAP_REMOVED,
  noSourceMap,
  NOT_IN_DIST,
  splitSourceMapComment,
} from './library-costs';

describe('libraryCosts', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'bench-dist-'));
  // 10 characters: 4 of react, 6 of the shell.
  writeFileSync(path.join(dist, 'main.abc.js'), 'reacshell;\n//# sourceMappingURL=main.abc.js.map');
  writeFileSync(
    path.join(dist, 'main.abc.js.map'),
    JSON.stringify({
      version: 3,
      sources: ['webpack://shell/../node_modules/react/index.js', 'webpack://shell/./src/app.tsx'],
      mappings: 'AAAA,ICAA',
    }),
  );
  writeFileSync(path.join(dist, 'preload.0123456789.js'), 'x');
  // An older build's chunk: the shell keeps it, a later build removed its map.
  writeFileSync(
    path.join(dist, 'old.9876543210.js'),
    'y\n//# sourceMappingURL=old.9876543210.js.map',
  );
  const folders = new Map([['https://localhost:9080', dist]]);
  const scripts = [
    { url: 'https://localhost:9080/main.abc.js', bytes: 2048, beforeVisible: true },
    { url: 'https://localhost:9080/preload.0123456789.js', bytes: 1024, beforeVisible: true },
    { url: 'https://localhost:9080/old.9876543210.js', bytes: 300, beforeVisible: true },
    { url: 'https://localhost:9081/elsewhere.js', bytes: 512, beforeVisible: true },
    { url: 'https://localhost:9080/later.js', bytes: 4096, beforeVisible: false },
  ];

  it('splits each chunk loaded before visible by its map, and totals the libraries', () => {
    const costs = libraryCosts('/stores', scripts, folders);
    expect(costs.chunks.map((chunk) => chunk.file)).toEqual([
      '9080/main.abc.js',
      '9080/preload.0123456789.js',
      '9081/elsewhere.js',
      '9080/old.9876543210.js',
    ]);
    expect(costs.chunks[0]!.owners).toEqual([
      { owner: 'shell', kb: 1.2 },
      { owner: 'react', kb: 0.8 },
    ]);
    expect(costs.libraries).toEqual([
      { owner: 'shell', kb: 1.2 },
      { owner: 'preload (built without a source map)', kb: 1 },
      { owner: 'react', kb: 0.8 },
      { owner: NOT_IN_DIST, kb: 0.5 },
      { owner: MAP_REMOVED, kb: 0.3 },
    ]);
    expect(noSourceMap('preload')).toBe('preload (built without a source map)');
  });

  it('prints the chunk table and the library table', () => {
    const printed = formatLibraryCosts(libraryCosts('/stores', scripts, folders));
    expect(printed).toContain('JS before visible on /stores, per chunk (4 files, 3.8 KB)');
    expect(printed).toMatch(/9080\/main\.abc\.js\s+2\s+shell 1\.2, react 0\.8\n/);
    expect(printed).toMatch(/react\s+0\.8\s+21 %/);
  });
});

describe('splitSourceMapComment', () => {
  it("takes the file's last sourceMappingURL comment off its code", () => {
    const code = 'a="//# sourceMappingURL=no.map";\n//# sourceMappingURL=main.1.js.map\n';
    expect(splitSourceMapComment(code)).toEqual({
      code: 'a="//# sourceMappingURL=no.map";',
      mapUrl: 'main.1.js.map',
    });
  });

  it('answers no map for a file built without one', () => {
    expect(splitSourceMapComment('console.log(1)')).toEqual({
      code: 'console.log(1)',
      mapUrl: null,
    });
  });
});
