/**
 * Spec 8, "Guided tour target missing": the step is reported as target-not-found, in the
 * console for whoever is looking and to analytics so a layout that lost a target is noticed.
 */
import { bus } from '@jara/bus';
import type { TourStepName } from './tour-steps';

export const TARGET_NOT_FOUND_EVENT = 'tour_target_not_found';

export function reportTargetNotFound(step: TourStepName): void {
  console.warn(`Guided tour: target-not-found for the "${step}" step`);
  bus.emit('analytics:track', { event: TARGET_NOT_FOUND_EVENT, properties: { step } });
}
