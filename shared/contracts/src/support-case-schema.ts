/**
 * Sandbox extension (issue 39): a problem reported with a delivered order, and the support case
 * it opens. The report window is one fact: the sandbox refuses a report after it, the order's
 * details stop offering one, and the home page's FAQ says it.
 */
import { z } from 'zod/mini';
import { id, nullableText } from './schema-fields';

/** How long after delivery (or pickup) a problem with an order can be reported. */
export const PROBLEM_REPORT_WINDOW_HOURS = 24;
export const PROBLEM_REPORT_WINDOW_MS = PROBLEM_REPORT_WINDOW_HOURS * 3_600_000;

/** The longest note a report takes, in characters. */
export const PROBLEM_NOTE_MAX_LENGTH = 500;

/** What went wrong with one item of the order ("late" is said of the whole order). */
export const ITEM_PROBLEMS = ['missing', 'wrong', 'spoiled'] as const;

/** `credited`: the items' money is back in the wallet; `in_review`: the support team decides. */
export const SUPPORT_CASE_STATUSES = ['credited', 'in_review'] as const;

export const supportCaseItemSchema = z.object({
  /** The order line's uuid. */
  item_uuid: id,
  name: z.string(),
  quantity: z.number(),
  problem: z.enum(ITEM_PROBLEMS),
  /** The line's total, as the order priced it: what a credit pays back for it. */
  amount: z.number(),
});

export const supportCaseSchema = z.object({
  reference: id,
  status: z.enum(SUPPORT_CASE_STATUSES),
  /** The customer said the whole order came late. */
  late: z.boolean(),
  items: z.array(supportCaseItemSchema),
  note: nullableText,
  /** What went to the wallet, in the order's currency; 0 while in review. */
  credited_amount: z.number(),
  created_at: z.string(),
});
