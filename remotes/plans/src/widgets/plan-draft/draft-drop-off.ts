/**
 * What the draft's address step sends and shows: the one line of where (the street, then the area
 * picked) and the drop-off, trimmed, with an empty field sent as null.
 */
import type { DropOff } from '@jara/contracts/entities';
import { dropOffBody } from '@jara/forms/drop-off-fields';
import type { PlanDraft } from './plan-draft-store';

export function draftAddressLine(draft: PlanDraft): string {
  return [draft.street.trim(), draft.place?.address].filter(Boolean).join(', ');
}

export function draftDropOff(draft: PlanDraft): DropOff & { street: string } {
  return dropOffBody({
    street: draft.street.trim(),
    building: draft.building.trim(),
    landmark: draft.landmark.trim(),
    phone: draft.phone.trim(),
    instructions: draft.instructions.trim(),
  });
}
