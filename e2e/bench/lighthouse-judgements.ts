/**
 * Lighthouse's budgets on the federated site (issue 40): accessibility, best practices, SEO and
 * layout shift on every measured route; performance and LCP as absolute targets only on the
 * prerendered routes (elsewhere they are judged against the one-bundle build, tax-judgements.ts);
 * and no task over the budget before the page is interactive, at 4x CPU, on every route.
 */
import type { Judgement } from './budget-check';
import type { LighthouseFigures } from './lighthouse-runs';

export interface LighthouseBudget {
  atLeast: Record<'accessibility' | 'bestPractices' | 'seo', number>;
  atMost: { cls: number; longestTaskMs: number };
  prerendered: { performance: number; lcpMs: number };
}

export function lighthouseJudgements(
  figures: readonly LighthouseFigures[],
  budget: LighthouseBudget,
  prerenderedRoutes: readonly string[],
): Judgement[] {
  return figures.flatMap((each) => {
    const at = (
      what: string,
      value: number,
      limit: number,
      direction: Judgement['direction'],
    ): Judgement => ({
      label: `${each.route} Lighthouse ${what}`,
      value,
      budget: limit,
      direction,
    });
    const absolute = prerenderedRoutes.includes(each.route)
      ? [
          at(
            'performance (prerendered)',
            each.performance,
            budget.prerendered.performance,
            'at least',
          ),
          at('LCP ms (prerendered)', each.lcpMs, budget.prerendered.lcpMs, 'at most'),
        ]
      : [];
    return [
      ...absolute,
      at('accessibility', each.accessibility, budget.atLeast.accessibility, 'at least'),
      at('best practices', each.bestPractices, budget.atLeast.bestPractices, 'at least'),
      at('SEO', each.seo, budget.atLeast.seo, 'at least'),
      at('CLS', each.cls, budget.atMost.cls, 'at most'),
      at(
        `longest task before interactive ms at 4x CPU (${each.longestTaskUrl || 'none'})`,
        each.longestTaskMs,
        budget.atMost.longestTaskMs,
        'at most',
      ),
    ];
  });
}
