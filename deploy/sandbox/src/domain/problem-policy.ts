/**
 * What happens to a problem reported with a delivered order (issue 39), decided on the server
 * from the order's own lines, never from an amount the client sends:
 * - missing, wrong or spoiled items are credited to the wallet at once, each for its line's total,
 *   together never more than the customer paid for the items (the item total less the discount);
 * - a late order, or a credit above the instant limit of the order's currency, goes to the
 *   support team for review instead, with nothing credited until they decide.
 */
import type { Currency, SupportCaseStatus } from '@jara/contracts/entities';

/** The largest credit given without a person looking at the case, per currency. */
export const INSTANT_CREDIT_LIMIT: Record<Currency, number> = { NGN: 20_000, KES: 2_000 };

export interface ProblemClaim {
  /** The line totals of the items reported. */
  lineTotals: number[];
  late: boolean;
  currency: Currency;
  /** The order's item total (subtotal) and its discount. */
  subtotal: number;
  discount: number;
}

export interface ProblemOutcome {
  status: SupportCaseStatus;
  credit: number;
}

export function decideProblem(claim: ProblemClaim): ProblemOutcome {
  const claimed = claim.lineTotals.reduce((sum, total) => sum + total, 0);
  const credit = Math.min(claimed, Math.max(0, claim.subtotal - claim.discount));
  if (claim.late || credit > INSTANT_CREDIT_LIMIT[claim.currency]) {
    return { status: 'in_review', credit: 0 };
  }
  return { status: 'credited', credit };
}
