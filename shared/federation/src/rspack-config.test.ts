import { createBundleConfig, HASHED_ASSET } from './rspack-config';
import { splitChunksFor } from './split-chunks';

describe('createBundleConfig output cleaning', () => {
  it("keeps the previous builds' hashed assets in the shell's dist, and nothing else", () => {
    const shell = createBundleConfig({
      dirname: __dirname,
      name: 'shell',
      publicPath: '/',
      entry: './src/index.ts',
    });
    expect(shell.output?.clean).toEqual({ keep: HASHED_ASSET });
    expect(HASHED_ASSET.test('main.0123456789.js')).toBe(true);
    expect(HASHED_ASSET.test('1224.5f1d6f5ac3.css')).toBe(true);
    expect(HASHED_ASSET.test('index.html')).toBe(false);
    expect(HASHED_ASSET.test('.server/prerender.cjs')).toBe(false);
    expect(HASHED_ASSET.test('main.0123456789.js.map')).toBe(false);
  });

  it('cleans a remote completely: its releases are the immutable copies', () => {
    const remote = createBundleConfig({ dirname: __dirname, name: 'content', publicPath: 'auto' });
    expect(remote.output?.clean).toBe(true);
  });
});

describe('createBundleConfig chunk splitting', () => {
  it('groups the first screen in the shell (the bundle with an entry), not in a remote', () => {
    const shell = createBundleConfig({
      dirname: __dirname,
      name: 'shell',
      publicPath: '/',
      entry: './src/index.ts',
    });
    const remote = createBundleConfig({ dirname: __dirname, name: 'content', publicPath: 'auto' });
    const groups = (shell.optimization?.splitChunks as { cacheGroups?: object }).cacheGroups;
    expect(Object.keys(groups ?? {})).toEqual(['firstScreenShared', 'remoteMountShared']);
    expect(remote.optimization?.splitChunks).toEqual(splitChunksFor('remote'));
  });
});
