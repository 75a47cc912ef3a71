/** Why a customer cancels, in their words: the cancel form offers these, the order repeats one. */
import type { CancelReason } from '@jara/contracts/entities';

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  changed_my_mind: 'I changed my mind',
  ordered_by_mistake: 'I ordered by mistake',
  wrong_address: 'The delivery address is wrong',
  wrong_time: 'It will come too late for me',
  other: 'Another reason',
};
