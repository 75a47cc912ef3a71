/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkOneBundle, OneBundleMissing, oneBundleDist, ratio, taxRows } from './federation-tax';

describe('taxRows', () => {
  it('puts both builds side by side per route: the JS added, points lost, TBT and LCP ratios', () => {
    const rows = taxRows(
      [
        { route: '/stores', jsGzipKB: 180, performance: 60, tbtMs: 1500, lcpMs: 2400 },
        { route: '/store', jsGzipKB: 120.3 },
      ],
      [
        { route: '/store', jsGzipKB: 100.2 },
        { route: '/stores', jsGzipKB: 150, performance: 70, tbtMs: 900, lcpMs: 2000 },
      ],
    );
    expect(
      rows.map(({ route, addedJsKB, performanceLost, tbtRatio, lcpRatio }) => ({
        route,
        addedJsKB,
        performanceLost,
        tbtRatio,
        lcpRatio,
      })),
    ).toEqual([
      { route: '/stores', addedJsKB: 30, performanceLost: 10, tbtRatio: 1.67, lcpRatio: 1.2 },
      {
        route: '/store',
        addedJsKB: 20.1,
        performanceLost: undefined,
        tbtRatio: undefined,
        lcpRatio: undefined,
      },
    ]);
  });

  it('refuses a route measured on one build only', () => {
    expect(() => taxRows([{ route: '/stores', jsGzipKB: 1 }], [])).toThrow(
      'the one-bundle build was not measured on /stores',
    );
    expect(() =>
      taxRows(
        [{ route: '/stores', jsGzipKB: 1, performance: 80, tbtMs: 1, lcpMs: 1 }],
        [{ route: '/stores', jsGzipKB: 1 }],
      ),
    ).toThrow('Lighthouse scored /stores on one build only');
  });
});

describe('ratio', () => {
  it('is a / b to two decimals, 1 when neither blocked, unbounded when only one did', () => {
    expect(ratio(330, 300)).toBe(1.1);
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(50, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(ratio(undefined, 3)).toBeUndefined();
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
