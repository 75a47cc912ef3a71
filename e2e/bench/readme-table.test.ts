/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import { speedTable, TABLE_END, TABLE_START, withTable, type SpeedRow } from './readme-table';

const ROWS: SpeedRow[] = [
  {
    route: '/',
    prerendered: true,
    federated: { route: '/', jsGzipKB: 179.7, performance: 92, lcpMs: 1403, tbtMs: 353 },
    oneBundle: { route: '/', jsGzipKB: 143.3, performance: 90, lcpMs: 2100, tbtMs: 330 },
    addedJsKB: 36.4,
    performanceLost: -2,
    tbtRatio: 1.07,
    lcpRatio: 0.67,
    longestTaskMs: 130,
    floorRatio: 1.1,
  },
  {
    route: '/marketplace/search',
    prerendered: false,
    federated: { route: '/marketplace/search', jsGzipKB: 230 },
    oneBundle: { route: '/marketplace/search', jsGzipKB: 231.5 },
    addedJsKB: -1.5,
  },
];
const META = {
  date: '2026-11-29',
  commit: 'abc1234',
  benchmarkIndex: 2974.5,
  runs: 'medians of 5',
};

describe('speedTable', () => {
  it('writes one markdown row per route, federated / one-bundle in each cell', () => {
    const table = speedTable(ROWS, META).split('\n');
    expect(table[0]).toContain('`abc1234` on 2026-11-29, Lighthouse `benchmarkIndex` 2975');
    expect(table.slice(2)).toEqual([
      '| route | JS KB before the live app shows | performance | LCP ms | TBT ms | longest task ms | LCP live / no script |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| `/` (prerendered) | 179.7 / 143.3 (+36.4) | 92 / 90 | 1403 / 2100 | 353 / 330 | 130 | 1.10 |',
      '| `/marketplace/search` | 230 / 231.5 (-1.5) | - | - | - | - | - |',
    ]);
  });
});

describe('withTable', () => {
  const readme = `# Speed\n\n${TABLE_START}\nold table\n${TABLE_END}\n\nafter\n`;

  it('replaces only what lies between the markers', () => {
    expect(withTable(readme, 'new table')).toBe(
      `# Speed\n\n${TABLE_START}\nnew table\n${TABLE_END}\n\nafter\n`,
    );
  });

  it('refuses a README without both markers once, in order', () => {
    expect(() => withTable('# Speed', 'x')).toThrow(`must hold ${TABLE_START} exactly once`);
    expect(() => withTable(`${TABLE_START}${TABLE_START}${TABLE_END}`, 'x')).toThrow(
      'exactly once',
    );
    expect(() => withTable(`${TABLE_END}\n${TABLE_START}`, 'x')).toThrow('before');
  });
});
