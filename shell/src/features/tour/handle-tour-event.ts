/**
 * What the site does with the tour library's events: the device remembers the tour once it has
 * started, the store follows the step on screen (back to -1 at the end), and a step whose
 * element has gone is reported before the library moves past it (or finishes, if it was last).
 */
import { EVENTS, type EventData } from 'react-joyride';
import { reportTargetNotFound } from './report-target-not-found';
import { rememberTourSeen } from './tour-seen';
import type { TourStepName } from './tour-steps';
import { tourStore } from './tour-store';

type TourEvent = Pick<EventData, 'type' | 'index'> & { step: { id?: string } };

export function handleTourEvent(event: TourEvent): void {
  switch (event.type) {
    case EVENTS.TOUR_START:
      rememberTourSeen();
      break;
    case EVENTS.TOOLTIP:
      tourStore.getState().show(event.index);
      break;
    case EVENTS.TARGET_NOT_FOUND:
      reportTargetNotFound(event.step.id as TourStepName);
      break;
    case EVENTS.TOUR_END:
      tourStore.getState().end();
      break;
  }
}
