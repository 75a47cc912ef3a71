/**
 * What the report form asks and checks before sending (the server checks again): for each line of
 * the order what went wrong, if anything, whether the order came late, and a short note.
 */
import type { OrderProblemBody } from '@jara/contracts/api-calls';
import type { ItemProblem, Order } from '@jara/contracts/entities';
import { ITEM_PROBLEMS, PROBLEM_NOTE_MAX_LENGTH } from '@jara/contracts/support-case-schema';
import {
  formRule,
  formSchema,
  optionalChoice,
  optionalText,
  rowsOf,
  textOfLength,
  ticked,
} from '@jara/forms/field-rules';

export const NOTHING_CHOSEN =
  'Choose what went wrong with an item, or tick that the order came late.';

export interface ReportValues {
  problems: { item_uuid: string; problem: '' | ItemProblem }[];
  late: boolean;
  note: string;
}

export const reportSchema = formRule(
  formSchema({
    problems: rowsOf(
      formSchema({ item_uuid: optionalText(), problem: optionalChoice(ITEM_PROBLEMS) }),
    ),
    late: ticked(),
    note: textOfLength(0, PROBLEM_NOTE_MAX_LENGTH, {
      short: '',
      long: `Keep the note under ${PROBLEM_NOTE_MAX_LENGTH} characters.`,
    }),
  }),
  (report: ReportValues) => report.late || report.problems.some((line) => line.problem !== ''),
  { message: NOTHING_CHOSEN, field: 'late' },
);

/** Every line of the order, nothing chosen yet. */
export function emptyReport(order: Order): ReportValues {
  return {
    problems: order.items.map((item) => ({ item_uuid: item.uuid, problem: '' })),
    late: false,
    note: '',
  };
}

/** Only the lines that had a problem are sent; no amount is (the server prices the credit). */
export function reportBody(report: ReportValues): OrderProblemBody {
  const items = report.problems.flatMap(({ item_uuid, problem }) =>
    problem === '' ? [] : [{ item_uuid, problem }],
  );
  return { items, late: report.late, ...(report.note ? { note: report.note } : {}) };
}
