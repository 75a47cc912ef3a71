/**
 * The broken budgets of a bench run. Most figures must stay at most their budget (bytes,
 * requests, times, layout shift); Lighthouse's scores must stay at least theirs. A figure that
 * could not be measured is passed as undefined and counts as broken: a step that silently
 * measured nothing must not pass.
 */
export type BudgetDirection = 'at most' | 'at least';

/** One figure against its budget, as the bench's pure judgements list them. */
export interface Judgement {
  label: string;
  value: number | undefined;
  budget: number | undefined;
  direction: BudgetDirection;
}

export class BudgetCheck {
  readonly broken: string[] = [];

  atMost(label: string, value: number | undefined, budget: number | undefined): void {
    this.check(label, value, budget, 'at most');
  }

  atLeast(label: string, value: number | undefined, budget: number | undefined): void {
    this.check(label, value, budget, 'at least');
  }

  judge(judgements: readonly Judgement[]): void {
    for (const { label, value, budget, direction } of judgements)
      this.check(label, value, budget, direction);
  }

  /** A step that could not run at all (its figures do not exist). */
  failed(label: string, reason: string): void {
    this.broken.push(`${label}: ${reason}`);
  }

  private check(
    label: string,
    value: number | undefined,
    budget: number | undefined,
    direction: BudgetDirection,
  ): void {
    if (budget === undefined) return;
    if (value === undefined || Number.isNaN(value)) {
      this.broken.push(`${label}: not measured (budget ${direction} ${budget})`);
      return;
    }
    if (direction === 'at most' && value > budget)
      this.broken.push(`${label}: ${value} > budget ${budget}`);
    if (direction === 'at least' && value < budget)
      this.broken.push(`${label}: ${value} < budget ${budget}`);
  }
}
