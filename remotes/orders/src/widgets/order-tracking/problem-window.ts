/**
 * Until when order details offer "Report a problem": the report window after delivery, the same
 * constant the sandbox enforces by its own clock (a refusal from it still shows at the form).
 */
import type { Order } from '@jara/contracts/entities';
import { PROBLEM_REPORT_WINDOW_MS } from '@jara/contracts/support-case-schema';

/** When the order arrived (delivered or picked up), or null while it has not. */
function arrivedAt(order: Order): number | null {
  if (order.status !== 'completed') return null;
  const change = order.status_history.findLast((each) => each.status === 'completed');
  return Date.parse(change?.at ?? order.updated_at);
}

/** A delivered order with no problem reported yet, still inside the window at `now`. */
export function canReportProblem(order: Order, now: number): boolean {
  const arrived = arrivedAt(order);
  return (
    order.support_case === null && arrived !== null && now <= arrived + PROBLEM_REPORT_WINDOW_MS
  );
}
