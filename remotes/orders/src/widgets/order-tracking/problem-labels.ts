/** What went wrong with an item, in the customer's words: the report form offers these, the case repeats one. */
import type { ItemProblem } from '@jara/contracts/entities';

export const ITEM_PROBLEM_LABELS: Record<ItemProblem, string> = {
  missing: 'Missing',
  wrong: 'Wrong item',
  spoiled: 'Spoiled or damaged',
};
