/**
 * The device's memory that it has shown the tour. Storage can be refused (private modes, full
 * quota); then the tour counts as seen, so a device that cannot remember is never shown the tour
 * on every visit.
 */
import { TOUR } from '@jara/contracts/constants';

export function hasSeenTour(): boolean {
  try {
    return window.localStorage.getItem(TOUR.seenStorageKey) !== null;
  } catch {
    return true;
  }
}

export function rememberTourSeen(): void {
  try {
    window.localStorage.setItem(TOUR.seenStorageKey, '1');
  } catch {
    // Nothing to remember with; hasSeenTour already answers "seen" on such a device.
  }
}
