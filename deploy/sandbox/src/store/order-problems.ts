/**
 * A problem reported with a delivered order (issue 39): one support case per order, opened in one
 * transaction with its outcome (problem-policy.ts), so two identical reports at once open one
 * case and credit once. A second report is refused: the customer is sent to the contact form,
 * where a person can add to the case.
 */
import type { ItemProblem } from '@jara/contracts/entities';
import { lineTotal } from '@jara/contracts/cart-lines';
import {
  PROBLEM_REPORT_WINDOW_HOURS,
  PROBLEM_REPORT_WINDOW_MS,
} from '@jara/contracts/support-case-schema';
import { sql } from '../db/statements';
import { newReference } from '../domain/ids';
import { formatMoney } from '../domain/money';
import { decideProblem, type ProblemOutcome } from '../domain/problem-policy';
import { ApiError, fieldError } from '../http/api-error';
import type { SandboxContext } from '../sandbox-context';
import { createNotification } from './notifications';
import { requireCustomerOrder, type OrderRow, type StoredOrderItem } from './order-queries';
import { recordWalletMovement } from './wallet';

export interface ProblemReport {
  items: { item_uuid: string; problem: ItemProblem }[];
  late: boolean;
  note: string | null;
}

/** When the order reached the customer (delivered or picked up), by the sandbox clock. */
function deliveredAt(ctx: SandboxContext, order: OrderRow): number | null {
  if (order.status !== 'completed') return null;
  const row = sql(
    ctx.db,
    `SELECT at FROM order_status_history WHERE order_uuid = ? AND status = 'completed'
     ORDER BY id DESC LIMIT 1`,
  ).get(order.uuid) as { at: string } | undefined;
  return Date.parse(row?.at ?? order.updated_at);
}

/** Refuses a report the order cannot take: not delivered, too late, or already reported. */
function checkReportable(ctx: SandboxContext, order: OrderRow): void {
  const arrived = deliveredAt(ctx, order);
  if (arrived === null) {
    throw new ApiError(
      422,
      `Order ${order.reference} has not been delivered yet. You can report a problem with it once it has arrived.`,
    );
  }
  if (ctx.clock.now() > arrived + PROBLEM_REPORT_WINDOW_MS) {
    throw new ApiError(
      422,
      `Problems can be reported here within ${PROBLEM_REPORT_WINDOW_HOURS} hours of delivery, and order ${order.reference} arrived longer ago. Contact us about this order and we will help.`,
    );
  }
  const open = sql(ctx.db, 'SELECT reference FROM support_cases WHERE order_uuid = ?').get(
    order.uuid,
  ) as { reference: string } | undefined;
  if (open) {
    throw new ApiError(
      409,
      `You already reported a problem with order ${order.reference} (case ${open.reference}). Contact us about this order if something else is wrong.`,
    );
  }
}

/** The reported lines, priced from the order itself; an item not in it is refused. */
function reportedLines(order: OrderRow, report: ProblemReport) {
  if (report.items.length === 0 && !report.late) {
    throw fieldError('items', 'Choose the items that had a problem, or say the order came late.');
  }
  const uuids = report.items.map((item) => item.item_uuid);
  if (new Set(uuids).size !== uuids.length) {
    throw fieldError('items', 'Report each item once, with the one thing that went wrong.');
  }
  const lines = JSON.parse(order.items) as StoredOrderItem[];
  return report.items.map((item) => {
    const line = lines.find((each) => each.uuid === item.item_uuid);
    if (!line) throw fieldError('items', `One of those items is not in order ${order.reference}.`);
    return { uuid: line.uuid, problem: item.problem, amount: lineTotal(line) };
  });
}

function tellCustomer(
  ctx: SandboxContext,
  order: OrderRow,
  reference: string,
  outcome: ProblemOutcome,
) {
  const note =
    outcome.status === 'credited'
      ? {
          title: 'Refund for your order',
          body: `Sorry about order ${order.reference}. ${formatMoney(outcome.credit, order.currency)} is back in your Jara wallet (case ${reference}).`,
        }
      : {
          title: 'We are looking into your order',
          body: `Our support team has your report about order ${order.reference} (case ${reference}) and will reply within a day.`,
        };
  createNotification(ctx, order.customer_id, note.title, note.body, order.uuid);
  return note.body;
}

/**
 * Opens the order's case and applies the policy: the credit goes to the wallet in the order's
 * currency. Returns the order and what the customer is told.
 */
export function reportOrderProblem(
  ctx: SandboxContext,
  customerId: number,
  orderId: string,
  report: ProblemReport,
): { order: OrderRow; message: string } {
  return ctx.db.transaction(() => {
    const order = requireCustomerOrder(ctx.db, customerId, orderId);
    checkReportable(ctx, order);
    const lines = reportedLines(order, report);
    const outcome = decideProblem({
      lineTotals: lines.map((line) => line.amount),
      late: report.late,
      currency: order.currency,
      subtotal: order.subtotal,
      discount: order.discount_amount,
    });
    const reference = newReference('SC');
    const at = ctx.clock.iso();
    sql(
      ctx.db,
      `INSERT INTO support_cases (reference, order_uuid, customer_id, status, late, note,
       credited_amount, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      reference,
      order.uuid,
      customerId,
      outcome.status,
      report.late ? 1 : 0,
      report.note,
      outcome.credit,
      at,
    );
    const insertItem = sql(
      ctx.db,
      `INSERT INTO support_case_items (case_reference, order_item_uuid, problem, amount, position)
       VALUES (?, ?, ?, ?, ?)`,
    );
    lines.forEach((line, position) =>
      insertItem.run(reference, line.uuid, line.problem, line.amount, position),
    );
    if (outcome.credit > 0) {
      recordWalletMovement(
        ctx.db,
        customerId,
        {
          type: 'credit',
          amount: outcome.credit,
          currency: order.currency,
          description: `Refund for problem with order ${order.reference}`,
        },
        at,
      );
    }
    return { order, message: tellCustomer(ctx, order, reference, outcome) };
  })();
}
