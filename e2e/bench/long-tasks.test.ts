/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import { longestTaskBeforeInteractive } from './long-tasks';

const report = (interactive: number | undefined, items: unknown[]) => ({
  audits: {
    interactive: interactive === undefined ? undefined : { numericValue: interactive },
    'long-tasks': { details: { items } },
  },
});

describe('longestTaskBeforeInteractive', () => {
  it('takes the longest task that started before the page was interactive', () => {
    const lhr = report(3000, [
      { url: 'https://localhost:9080/late.js', startTime: 3100, duration: 400 },
      { url: 'https://localhost:9080/main.js', startTime: 1400.5, duration: 130.4 },
      { url: 'Unattributable', startTime: 900, duration: 75 },
    ]);
    expect(longestTaskBeforeInteractive(lhr)).toEqual({
      ms: 130,
      url: 'https://localhost:9080/main.js',
    });
  });

  it('is 0 when no long task came before the page was interactive', () => {
    expect(longestTaskBeforeInteractive(report(1000, [{ startTime: 1200, duration: 90 }]))).toEqual(
      { ms: 0, url: '' },
    );
    expect(longestTaskBeforeInteractive({ audits: {} })).toEqual({ ms: 0, url: '' });
  });

  it('counts every task when the report has no interactive time', () => {
    expect(
      longestTaskBeforeInteractive(
        report(undefined, [{ url: 'a.js', startTime: 9e9, duration: 60 }]),
      ),
    ).toEqual({ ms: 60, url: 'a.js' });
  });
});
