/**
 * Spec 9's keyboard navigation: ArrowRight and ArrowLeft move between steps and Escape ends the
 * tour. The library handles only Escape, and only to close one step, so the site listens itself
 * while a step's tooltip is on screen.
 */
import { useEffect } from 'react';
import { LIFECYCLE, ORIGIN, STATUS, type Controls, type State } from 'react-joyride';
import { TOUR } from '@jara/contracts/constants';

export function useTourKeyboard(controls: Controls, state: State): void {
  const showing = state.status === STATUS.RUNNING && state.lifecycle === LIFECYCLE.TOOLTIP;
  const { index } = state;

  useEffect(() => {
    if (!showing) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOUR.keys.next) controls.next(ORIGIN.KEYBOARD);
      else if (event.key === TOUR.keys.back && index > 0) controls.prev(ORIGIN.KEYBOARD);
      else if (event.key === TOUR.keys.dismiss) controls.skip(ORIGIN.BUTTON_SKIP);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [controls, showing, index]);
}
