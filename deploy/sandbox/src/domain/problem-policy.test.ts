import { decideProblem, INSTANT_CREDIT_LIMIT } from './problem-policy';

const claim = { late: false, currency: 'NGN', subtotal: 9_750, discount: 0 } as const;

describe('the problem policy', () => {
  it('credits the reported lines’ totals at once', () => {
    expect(decideProblem({ ...claim, lineTotals: [3_250, 1_350] })).toEqual({
      status: 'credited',
      credit: 4_600,
    });
  });

  it('never credits more than the items cost after the discount', () => {
    expect(decideProblem({ ...claim, discount: 975, lineTotals: [9_750] })).toEqual({
      status: 'credited',
      credit: 8_775,
    });
  });

  it('sends a late order to review, with nothing credited, whatever else was reported', () => {
    expect(decideProblem({ ...claim, late: true, lineTotals: [1_350] })).toEqual({
      status: 'in_review',
      credit: 0,
    });
  });

  it.each(['NGN', 'KES'] as const)(
    'credits up to the instant limit in %s and sends more to review',
    (currency) => {
      const limit = INSTANT_CREDIT_LIMIT[currency];
      const base = { ...claim, currency, subtotal: limit * 3 };
      expect(decideProblem({ ...base, lineTotals: [limit] })).toEqual({
        status: 'credited',
        credit: limit,
      });
      expect(decideProblem({ ...base, lineTotals: [limit, 1] })).toEqual({
        status: 'in_review',
        credit: 0,
      });
    },
  );
});
