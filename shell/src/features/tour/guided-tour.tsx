/**
 * The guided tour itself, with react-joyride: loaded as its own chunk only when a tour is about
 * to run. It is given the steps the page can show and the step to start (or resume) at.
 */
import { useEffect, useMemo } from 'react';
import { useJoyride, type Step } from 'react-joyride';
import { TOUR } from '@jara/contracts/constants';
import { handleTourEvent } from './handle-tour-event';
import { TOUR_COPY } from './tour-copy';
import { tourTargetSelector, type TourStepName } from './tour-steps';
import { tourStore } from './tour-store';
import { useTourKeyboard } from './use-tour-keyboard';

const BRAND = 'var(--jara-color-brand)';

interface Props {
  steps: TourStepName[];
  startAt: number;
}

export default function GuidedTour({ steps, startAt }: Props) {
  const joyrideSteps = useMemo<Step[]>(
    () =>
      steps.map((name) => ({
        id: name,
        target: tourTargetSelector(name),
        ...TOUR_COPY[name],
        placement: TOUR.placement,
      })),
    [steps],
  );
  const { controls, state, Tour } = useJoyride({
    steps: joyrideSteps,
    run: true,
    continuous: true,
    initialStepIndex: Math.min(startAt, steps.length - 1),
    locale: TOUR.labels,
    options: {
      offset: TOUR.offsetPx,
      scrollDuration: TOUR.scrollDurationMs,
      skipBeacon: true,
      buttons: ['back', 'skip', 'primary'],
      // Escape ends the tour (use-tour-keyboard); the library's Escape only closes one step.
      dismissKeyAction: false,
      overlayClickAction: false,
    },
    styles: {
      buttonPrimary: { backgroundColor: BRAND, borderRadius: 8 },
      buttonBack: { color: BRAND },
      tooltipTitle: { fontSize: '1.05rem' },
    },
    onEvent: handleTourEvent,
  });
  useTourKeyboard(controls, state);
  // Unmounted while running (a modal opened, the layout left): come back to this step later.
  useEffect(() => () => tourStore.getState().setAside(), []);
  return Tour;
}
