import type { Module } from '@rspack/core';
import {
  firstScreenModule,
  FIRST_SCREEN_SHARED_CHUNK,
  isFirstScreenShared,
  REMOTE_MIN_CHUNK_BYTES,
  REMOTE_MOUNT_CHUNK,
  remoteMountModule,
  splitChunksFor,
} from './split-chunks';

const nm = '/repo/node_modules/.pnpm/x@1/node_modules';

describe('isFirstScreenShared', () => {
  it.each([
    `${nm}/react-dom/cjs/react-dom-client.production.js`,
    `${nm}/react/index.js`,
    `${nm}/scheduler/index.js`,
    `${nm}/react-router/dist/production/index.mjs`,
    `${nm}/@tanstack/query-core/build/modern/query.js`,
    `${nm}/zustand/esm/middleware.mjs`,
    '/repo/shared/state/src/session-store.ts',
    '/repo/shared/query/src/query-client.ts',
    '/repo/shared/bus/src/event-bus.ts',
    '/repo/shared/api/src/session-expiry.ts',
    '/repo/shared/contracts/src/bus-events.ts',
    '/repo/shared/contracts/src/brand.ts',
    'C:\\repo\\shared\\parcel\\src\\page-meta.ts',
    '/repo/shared/contracts/src/site-map/routes.ts',
  ])('groups %s', (resource) => {
    expect(isFirstScreenShared(resource)).toBe(true);
  });

  it.each([
    `${nm}/axios/index.js`,
    `${nm}/react-hook-form/dist/index.esm.mjs`,
    `${nm}/posthog-js/dist/module.slim.js`,
    `${nm}/react-joyride/dist/index.mjs`,
    // A package whose name only starts like a grouped one.
    `${nm}/react-hot-toast/dist/index.mjs`,
    '/repo/shared/api/src/marketplace.ts',
    // Provided for the remotes that mount with it; the shell's first screen does not run it.
    '/repo/shared/parcel/src/remote-routes.tsx',
    '/repo/shared/state/src/cart-store.test.ts',
    '/repo/shell/src/app/bootstrap.tsx',
  ])('leaves %s where it is', (resource) => {
    expect(isFirstScreenShared(resource)).toBe(false);
  });
});

describe('splitChunksFor', () => {
  it('gives the host one named first-screen chunk for the shared modules', () => {
    const options = splitChunksFor('host');
    const group = (options.cacheGroups as Record<string, { name: string; test: unknown }>)
      .firstScreenShared!;
    expect(group.name).toBe(FIRST_SCREEN_SHARED_CHUNK);
    expect(group.test).toBe(firstScreenModule);
  });

  it("gives the host one chunk for the parcel modules remotes mount with, not the shell's page-meta", () => {
    const groups = splitChunksFor('host').cacheGroups as Record<
      string,
      { name: string; test: unknown; priority: number }
    >;
    expect(groups.remoteMountShared).toMatchObject({
      name: REMOTE_MOUNT_CHUNK,
      test: remoteMountModule,
    });
    expect(groups.firstScreenShared!.priority).toBeGreaterThan(groups.remoteMountShared!.priority);
    for (const file of ['parcel.tsx', 'remote-routes.tsx', 'lazy-screen.ts', 'app-link.tsx']) {
      const module = { resource: `/repo/shared/parcel/src/${file}` } as unknown as Module;
      expect(remoteMountModule(module)).toBe(true);
      expect(firstScreenModule(module)).toBe(false);
    }
    const pageMeta = { resource: '/repo/shared/parcel/src/page-meta.ts' } as unknown as Module;
    expect(firstScreenModule(pageMeta)).toBe(true);
    expect(
      remoteMountModule({ resource: '/repo/shared/api/src/cart.ts' } as unknown as Module),
    ).toBe(false);
    expect(remoteMountModule({} as Module)).toBe(false);
  });

  it('looks only at a normal module with a file', () => {
    expect(firstScreenModule({ resource: `${nm}/react/index.js` } as unknown as Module)).toBe(true);
    // Runtime and federation modules have no file.
    expect(firstScreenModule({} as Module)).toBe(false);
  });

  it('keeps small common code inside a remote screen instead of a chunk of its own', () => {
    expect(splitChunksFor('remote')).toEqual({ chunks: 'async', minSize: REMOTE_MIN_CHUNK_BYTES });
  });
});
