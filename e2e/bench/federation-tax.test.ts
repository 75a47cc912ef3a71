/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  checkOneBundle,
  compareBuilds,
  OneBundleMissing,
  oneBundleDist,
  taxRows,
} from './federation-tax';

/** Two routes measured on both builds; the one-bundle build's in another order. */
const FEDERATED = [
  { route: '/stores', lcpMs: 2400, jsGzipKB: 180 },
  { route: '/laundry', lcpMs: 1600, jsGzipKB: 120.3 },
];
const ONE_BUNDLE = [
  { route: '/laundry', lcpMs: 1600, jsGzipKB: 100.2 },
  { route: '/stores', lcpMs: 2000, jsGzipKB: 150 },
];

describe('taxRows', () => {
  it('gives federated / one-bundle per route and over all routes', () => {
    const rows = taxRows(FEDERATED, ONE_BUNDLE);
    expect(rows.map(({ route, lcpRatio, jsRatio }) => ({ route, lcpRatio, jsRatio }))).toEqual([
      { route: '/stores', lcpRatio: 1.2, jsRatio: 1.2 },
      { route: '/laundry', lcpRatio: 1, jsRatio: 1.2 },
      { route: 'all', lcpRatio: 1.11, jsRatio: 1.2 },
    ]);
  });

  it('refuses a route the one-bundle build was not measured on', () => {
    expect(() => taxRows([{ route: '/stores', lcpMs: 1, jsGzipKB: 1 }], [])).toThrow(
      'the one-bundle build was not measured on /stores',
    );
  });
});

describe('compareBuilds', () => {
  const rows = taxRows(FEDERATED, ONE_BUNDLE);

  it("puts each route's scores on both builds beside the JS federation adds", () => {
    const compared = compareBuilds(
      rows,
      [
        { route: '/laundry', performance: 80, tbtMs: 700 },
        { route: '/stores', performance: 60, tbtMs: 1500 },
      ],
      [
        { route: '/stores', performance: 70, tbtMs: 900 },
        { route: '/laundry', performance: 85, tbtMs: 400 },
      ],
    );
    expect(compared).toEqual([
      {
        route: '/stores',
        performance: { federated: 60, oneBundle: 70 },
        tbtMs: { federated: 1500, oneBundle: 900 },
        addedJsKB: 30,
      },
      {
        route: '/laundry',
        performance: { federated: 80, oneBundle: 85 },
        tbtMs: { federated: 700, oneBundle: 400 },
        addedJsKB: 20.1,
      },
    ]);
  });

  it('refuses a route Lighthouse did not score on one of the builds', () => {
    const scored = [
      { route: '/stores', performance: 60, tbtMs: 1500 },
      { route: '/laundry', performance: 80, tbtMs: 700 },
    ];
    expect(() => compareBuilds(rows, scored, scored.slice(0, 1))).toThrow(
      'Lighthouse did not score /laundry on the one-bundle build',
    );
  });
});

describe('checkOneBundle', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-root-'));
  const origin = 'https://localhost:9087';

  it('fails clearly when the build is missing', async () => {
    await expect(
      checkOneBundle(root, origin, () => Promise.reject(new Error('no'))),
    ).rejects.toThrow('the one-bundle build is missing: no tools/one-bundle/dist/index.html');
  });

  describe('with a build', () => {
    beforeAll(() => {
      mkdirSync(oneBundleDist(root), { recursive: true });
      writeFileSync(path.join(oneBundleDist(root), 'index.html'), '<!doctype html>');
    });

    it('fails clearly when nothing serves it', async () => {
      const refused = checkOneBundle(root, origin, () =>
        Promise.reject(new Error('connect ECONNREFUSED')),
      );
      await expect(refused).rejects.toBeInstanceOf(OneBundleMissing);
      await expect(refused).rejects.toThrow(
        'the one-bundle build is missing: nothing answers at https://localhost:9087',
      );
    });

    it('fails clearly when its server answers an error', async () => {
      await expect(checkOneBundle(root, origin, () => Promise.resolve(404))).rejects.toThrow(
        'the one-bundle build is missing: https://localhost:9087/stores answered 404',
      );
    });

    it('passes when the build answers', async () => {
      await expect(
        checkOneBundle(root, origin, () => Promise.resolve(200)),
      ).resolves.toBeUndefined();
    });
  });
});
