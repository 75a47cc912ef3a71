/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import {
  attributeChunk,
  ownerOfSource,
  scaleToTransferred,
  UNMAPPED,
  type SourceMapV3,
} from './chunk-attribution';

describe('ownerOfSource', () => {
  it.each([
    [
      'webpack://shell/../node_modules/.pnpm/react-dom@19.1.0/node_modules/react-dom/cjs/x.js',
      'react-dom',
    ],
    [
      'webpack://storefront/../../node_modules/.pnpm/@tanstack+query-core@5.0.0/node_modules/@tanstack/query-core/build/a.js',
      '@tanstack/query-core',
    ],
    ['webpack://storefront/../../node_modules/zustand/esm/vanilla.mjs', 'zustand'],
    ['webpack://shell/./node_modules/.rspack-mf-runtime/shell.js', 'module federation runtime'],
    ['webpack://shell/webpack/runtime/load_script', 'webpack runtime'],
    ['webpack://shell/../shared/state/src/use-signed-in.ts', '@jara/state'],
    ['webpack://storefront/css ../../shared/ui/src/button.module.css', '@jara/ui'],
    ['webpack://shell/./src/features/tour/tour-launcher.tsx', 'shell/features/tour'],
    ['webpack://shell/css ./src/features/header/header.module.css', 'shell/features/header'],
    ['webpack://shell/./src/app/bootstrap.tsx', 'shell'],
    ['webpack://storefront/./src/screens/stores/stores-screen.tsx', 'remotes/storefront'],
    // The one-bundle build compiles the same files from elsewhere: the same owners.
    ['webpack://one-bundle/../../remotes/checkout/src/screens/checkout/x.tsx', 'remotes/checkout'],
    ['webpack://one-bundle/../../shell/src/features/tour/x.tsx', 'shell/features/tour'],
    ['webpack://one-bundle/../../shell/src/app/x.tsx', 'shell'],
  ])('%s belongs to %s', (source, owner) => {
    expect(ownerOfSource(source)).toBe(owner);
  });
});

describe('attributeChunk', () => {
  // Two lines: "glue" at the start of line 1 is unmapped, then react (4 chars) and the shell
  // (5 chars); line 2 starts in @jara/state (6 chars) and ends with an unmapped 1-field segment.
  const code = 'gl;reacshell\nstate1;';
  const map: SourceMapV3 = {
    version: 3,
    sources: [
      'webpack://shell/../node_modules/react/index.js',
      'webpack://shell/./src/app/app.tsx',
      'webpack://shell/../shared/state/src/s.ts',
    ],
    // Line 1: col 3 src 0, col 7 src 1. Line 2: col 0 src 2 (relative +1), col 6 unmapped.
    mappings: 'GAAA,ICAA;ACAA,M',
  };

  it('splits every character of the chunk by owner, the line break counted as glue', () => {
    const split = attributeChunk(code, map);
    expect(Object.fromEntries(split)).toEqual({
      [UNMAPPED]: 3 + 1 + 1,
      react: 4,
      shell: 5,
      '@jara/state': 6,
    });
    expect([...split.values()].reduce((a, b) => a + b, 0)).toBe(code.length);
  });

  it('scales the split to the transferred size, largest first', () => {
    const scaled = scaleToTransferred(attributeChunk(code, map), 1000);
    expect(scaled.map((entry) => entry.owner)).toEqual(['@jara/state', UNMAPPED, 'shell', 'react']);
    expect(scaled.reduce((sum, entry) => sum + entry.bytes, 0)).toBeCloseTo(1000);
    expect(scaled[0]!.bytes).toBeCloseTo(300);
  });

  it('gives a chunk without mapped code wholly to the glue', () => {
    expect(scaleToTransferred(new Map(), 512)).toEqual([{ owner: UNMAPPED, bytes: 512 }]);
  });
});
