/**
 * Runs a tour that was asked for (its own chunk, loaded only then): waits while a modal the
 * customer opened is on screen, shows only the steps whose elements this screen displays (none:
 * no tour), reports the missing ones, and only then loads react-joyride with the tour.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { TOUR } from '@jara/contracts/constants';
import { planTour } from './plan-tour';
import { reportTargetNotFound } from './report-target-not-found';
import { TOUR_STEP_NAMES, type TourStepName } from './tour-steps';
import { tourStore } from './tour-store';
import { useModalOpen } from './use-modal-open';

const GuidedTour = lazy(() => import('./guided-tour'));

export default function TourRunner() {
  const modalOpen = useModalOpen();
  const [tour, setTour] = useState<{ steps: TourStepName[]; startAt: number } | null>(null);

  useEffect(() => {
    if (modalOpen) return undefined;
    const timer = window.setTimeout(() => {
      const plan = planTour(TOUR_STEP_NAMES);
      plan.missing.forEach(reportTargetNotFound);
      if (plan.shown.length === 0) tourStore.getState().end();
      else setTour({ steps: plan.shown, startAt: tourStore.getState().resumeAt });
    }, TOUR.startDelayMs);
    return () => {
      window.clearTimeout(timer);
      setTour(null);
    };
  }, [modalOpen]);

  if (!tour) return null;
  return (
    <Suspense fallback={null}>
      <GuidedTour steps={tour.steps} startAt={tour.startAt} />
    </Suspense>
  );
}
