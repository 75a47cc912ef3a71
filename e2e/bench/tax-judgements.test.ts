/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import { BudgetCheck } from './budget-check';
import { taxRows } from './federation-tax';
import { taxJudgements } from './tax-judgements';

const BUDGET = { addedJsKB: 40, performanceLost: 2, tbtRatio: 1.1, lcpRatio: 1.05 };

describe('taxJudgements', () => {
  const broken = (rows: ReturnType<typeof taxRows>) => {
    const check = new BudgetCheck();
    check.judge(taxJudgements(rows, BUDGET));
    return check.broken;
  };

  it('allows the one-bundle figure plus 40 KB, 2 points, 1.10 times TBT and 1.05 times LCP', () => {
    const rows = taxRows(
      [{ route: '/stores', jsGzipKB: 200, performance: 78, tbtMs: 330, lcpMs: 2100 }],
      [{ route: '/stores', jsGzipKB: 160, performance: 80, tbtMs: 300, lcpMs: 2000 }],
    );
    expect(broken(rows)).toEqual([]);
  });

  it('names each figure federation pushes past its budget, with both builds beside it', () => {
    const rows = taxRows(
      [{ route: '/stores', jsGzipKB: 230.5, performance: 77, tbtMs: 400, lcpMs: 2200 }],
      [{ route: '/stores', jsGzipKB: 160, performance: 80, tbtMs: 300, lcpMs: 2000 }],
    );
    expect(broken(rows)).toEqual([
      '/stores JS federation adds before the live app shows KB (230.5 federated - 160 one-bundle): 70.5 > budget 40',
      '/stores Lighthouse performance points lost to federation (80 one-bundle, 77 federated): 3 > budget 2',
      '/stores Lighthouse TBT federated / one-bundle (400 / 300 ms): 1.33 > budget 1.1',
      '/stores Lighthouse LCP federated / one-bundle (2200 / 2000 ms): 1.1 > budget 1.05',
    ]);
  });

  it('judges only the JS on a route Lighthouse did not score', () => {
    const rows = taxRows(
      [{ route: '/store', jsGzipKB: 250 }],
      [{ route: '/store', jsGzipKB: 200 }],
    );
    expect(taxJudgements(rows, BUDGET)).toHaveLength(1);
  });
});
