import { e2eFigureLines, flakyTests, slowestTests, type ReportTest } from './e2e-report-figures';

const spec = (file: string, title: string, status: ReportTest['status'], durations: number[]) => ({
  file,
  title,
  tests: [{ status, results: durations.map((duration) => ({ duration })) }],
});

const REPORT = {
  suites: [
    {
      specs: [spec('a.spec.ts', 'fast', 'expected', [1200])],
      suites: [
        {
          specs: [
            spec('b.spec.ts', 'retried', 'flaky', [9000, 4000]),
            spec('b.spec.ts', 'slow', 'expected', [11_000]),
          ],
        },
      ],
    },
    { specs: [spec('c.spec.ts', 'broken', 'unexpected', [3000, 2500])] },
  ],
};

describe('e2e report figures', () => {
  it('ranks tests by the time of all their tries, nested suites included', () => {
    expect(slowestTests(REPORT, 3)).toEqual([
      { name: 'b.spec.ts › retried', durationMs: 13_000 },
      { name: 'b.spec.ts › slow', durationMs: 11_000 },
      { name: 'c.spec.ts › broken', durationMs: 5500 },
    ]);
  });

  it('names the tests that passed only on a retry', () => {
    expect(flakyTests(REPORT)).toEqual(['b.spec.ts › retried']);
    expect(flakyTests({})).toEqual([]);
  });

  it('prints both for the test command', () => {
    expect(e2eFigureLines(REPORT, 2)).toEqual([
      'The 2 slowest e2e tests:',
      '  13.0 s  b.spec.ts › retried',
      '  11.0 s  b.spec.ts › slow',
      'Flaky (passed only on a retry): 1',
      '  b.spec.ts › retried',
    ]);
  });
});
