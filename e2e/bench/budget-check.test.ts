/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import { BudgetCheck } from './budget-check';

describe('BudgetCheck', () => {
  it('breaks an at-most budget only above it', () => {
    const budgets = new BudgetCheck();
    budgets.atMost('/stores TBT ms', 200, 200);
    budgets.atMost('/ CLS', 0.03, 0.02);
    expect(budgets.broken).toEqual(['/ CLS: 0.03 > budget 0.02']);
  });

  it('breaks an at-least budget only below it', () => {
    const budgets = new BudgetCheck();
    budgets.atLeast('/ performance', 90, 90);
    budgets.atLeast('/stores performance', 42, 90);
    expect(budgets.broken).toEqual(['/stores performance: 42 < budget 90']);
  });

  it('ignores a figure without a budget', () => {
    const budgets = new BudgetCheck();
    budgets.atMost('/laundry requests until idle', 500, undefined);
    budgets.atLeast('/laundry SEO', 0, undefined);
    expect(budgets.broken).toEqual([]);
  });

  it('counts a figure that was not measured as broken, either way', () => {
    const budgets = new BudgetCheck();
    budgets.atMost('/stores JS before visible KB', undefined, 200);
    budgets.atLeast('/ accessibility', Number.NaN, 95);
    expect(budgets.broken).toEqual([
      '/stores JS before visible KB: not measured (budget at most 200)',
      '/ accessibility: not measured (budget at least 95)',
    ]);
  });

  it('records a step that could not run', () => {
    const budgets = new BudgetCheck();
    budgets.failed('federation tax', 'the one-bundle build is missing: tools/one-bundle/dist');
    expect(budgets.broken).toEqual([
      'federation tax: the one-bundle build is missing: tools/one-bundle/dist',
    ]);
  });
});

describe('BudgetCheck.judge', () => {
  it('checks each judgement in its direction', () => {
    const budgets = new BudgetCheck();
    budgets.judge([
      { label: 'a', value: 3, budget: 2, direction: 'at most' },
      { label: 'b', value: 3, budget: 4, direction: 'at least' },
      { label: 'c', value: undefined, budget: 1, direction: 'at most' },
      { label: 'd', value: 1, budget: 1, direction: 'at most' },
    ]);
    expect(budgets.broken).toEqual([
      'a: 3 > budget 2',
      'b: 3 < budget 4',
      'c: not measured (budget at most 1)',
    ]);
  });
});
