/**
 * Reading an order's support case (issue 39) as the order shows it: its items named and counted
 * from the order's own lines. Reads only the case tables, so the order queries can use it.
 */
import type { ItemProblem, SupportCase, SupportCaseStatus } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';

interface CaseRow {
  reference: string;
  status: SupportCaseStatus;
  late: number;
  note: string | null;
  credited_amount: number;
  created_at: string;
}

interface CaseItemRow {
  order_item_uuid: string;
  problem: ItemProblem;
  amount: number;
}

/** The order's case, or null when no problem was reported with it. */
export function supportCaseOf(
  db: Db,
  orderUuid: string,
  lines: readonly { uuid: string; name: string; quantity: number }[],
): SupportCase | null {
  const row = sql(
    db,
    `SELECT reference, status, late, note, credited_amount, created_at
     FROM support_cases WHERE order_uuid = ?`,
  ).get(orderUuid) as CaseRow | undefined;
  if (!row) return null;
  const items = sql(
    db,
    `SELECT order_item_uuid, problem, amount FROM support_case_items
     WHERE case_reference = ? ORDER BY position`,
  ).all(row.reference) as CaseItemRow[];
  return {
    reference: row.reference,
    status: row.status,
    late: row.late === 1,
    items: items.map((item) => {
      const line = lines.find((each) => each.uuid === item.order_item_uuid);
      return {
        item_uuid: item.order_item_uuid,
        name: line?.name ?? '',
        quantity: line?.quantity ?? 0,
        problem: item.problem,
        amount: item.amount,
      };
    }),
    note: row.note,
    credited_amount: row.credited_amount,
    created_at: row.created_at,
  };
}
