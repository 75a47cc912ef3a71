/**
 * The federation tax's budgets (issue 40): per route, the JS federation adds before the live
 * app shows, and Lighthouse on both builds of the same run (performance points lost, TBT and
 * LCP as ratios), so a figure the one-bundle build shares is not charged to federation.
 */
import type { Judgement } from './budget-check';
import type { TaxRow } from './federation-tax';

export interface TaxBudget {
  addedJsKB: number;
  performanceLost: number;
  tbtRatio: number;
  lcpRatio: number;
}

export function taxJudgements(rows: readonly TaxRow[], budget: TaxBudget): Judgement[] {
  return rows.flatMap((row) => {
    const { route, federated: fed, oneBundle: one } = row;
    const js: Judgement = {
      label: `${route} JS federation adds before the live app shows KB (${fed.jsGzipKB} federated - ${one.jsGzipKB} one-bundle)`,
      value: row.addedJsKB,
      budget: budget.addedJsKB,
      direction: 'at most',
    };
    if (fed.performance === undefined) return [js];
    return [
      js,
      {
        label: `${route} Lighthouse performance points lost to federation (${one.performance} one-bundle, ${fed.performance} federated)`,
        value: row.performanceLost,
        budget: budget.performanceLost,
        direction: 'at most',
      },
      {
        label: `${route} Lighthouse TBT federated / one-bundle (${fed.tbtMs} / ${one.tbtMs} ms)`,
        value: row.tbtRatio,
        budget: budget.tbtRatio,
        direction: 'at most',
      },
      {
        label: `${route} Lighthouse LCP federated / one-bundle (${fed.lcpMs} / ${one.lcpMs} ms)`,
        value: row.lcpRatio,
        budget: budget.lcpRatio,
        direction: 'at most',
      },
    ];
  });
}
