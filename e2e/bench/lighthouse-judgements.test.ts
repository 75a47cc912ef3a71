/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import { BudgetCheck } from './budget-check';
import { lighthouseJudgements } from './lighthouse-judgements';
import type { LighthouseFigures } from './lighthouse-runs';

const BUDGET = {
  atLeast: { accessibility: 95, bestPractices: 95, seo: 95 },
  atMost: { cls: 0.02, longestTaskMs: 50 },
  prerendered: { performance: 90, lcpMs: 2000 },
};

const scored = (route: string, performance: number, lcpMs: number): LighthouseFigures => ({
  route,
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  seoAsLighthouse: 100,
  seoExcluded: [],
  failing: [],
  fcpMs: 900,
  lcpMs,
  tbtMs: 300,
  cls: 0,
  speedIndexMs: 1200,
  longestTaskMs: 130,
  longestTaskUrl: 'https://localhost:9080/main.js',
  benchmarkIndex: 2974.5,
});

describe('lighthouseJudgements', () => {
  const broken = (figures: LighthouseFigures[]) => {
    const check = new BudgetCheck();
    check.judge(lighthouseJudgements(figures, BUDGET, ['/']));
    return check.broken;
  };

  it('holds performance and LCP to absolute targets on prerendered routes only', () => {
    expect(broken([scored('/', 85, 2500), scored('/store/checkout', 40, 5000)])).toEqual([
      '/ Lighthouse performance (prerendered): 85 < budget 90',
      '/ Lighthouse LCP ms (prerendered): 2500 > budget 2000',
      '/ Lighthouse longest task before interactive ms at 4x CPU (https://localhost:9080/main.js): 130 > budget 50',
      '/store/checkout Lighthouse longest task before interactive ms at 4x CPU (https://localhost:9080/main.js): 130 > budget 50',
    ]);
  });

  it('holds accessibility, best practices, SEO and CLS on every route', () => {
    const figures = { ...scored('/store/checkout', 40, 5000), seo: 60, cls: 0.1, longestTaskMs: 0 };
    expect(broken([figures])).toEqual([
      '/store/checkout Lighthouse SEO: 60 < budget 95',
      '/store/checkout Lighthouse CLS: 0.1 > budget 0.02',
    ]);
  });
});
