/**
 * Starts the guided tour when it is asked for: by itself on a device's first visit to the
 * marketplace home, or from the account menu. It waits while a modal the customer opened is on
 * screen, shows only the steps whose elements this screen displays (none: no tour), and loads
 * the tour's code and react-joyride only then, so a device that has seen the tour never does.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { TOUR } from '@jara/contracts/constants';
import { useStore } from '@jara/state/use-store';
import { isFirstVisit } from './is-first-visit';
import { planTour } from './plan-tour';
import { reportTargetNotFound } from './report-target-not-found';
import { hasSeenTour } from './tour-seen';
import { TOUR_STEPS, type TourStep } from './tour-steps';
import { tourStore } from './tour-store';
import { useModalOpen } from './use-modal-open';

const GuidedTour = lazy(() => import('./guided-tour'));

export function TourLauncher() {
  const { pathname } = useLocation();
  const asked = useStore(tourStore, (state) => state.phase !== 'idle');
  const modalOpen = useModalOpen();
  const [tour, setTour] = useState<{ steps: TourStep[]; startAt: number } | null>(null);

  useEffect(() => {
    if (tourStore.getState().phase === 'idle' && isFirstVisit(pathname, hasSeenTour())) {
      tourStore.getState().request();
    }
  }, [pathname]);

  useEffect(() => {
    if (!asked || modalOpen) return undefined;
    const timer = window.setTimeout(() => {
      const plan = planTour(TOUR_STEPS);
      plan.missing.forEach((step) => reportTargetNotFound(step.name));
      if (plan.shown.length === 0) tourStore.getState().end();
      else setTour({ steps: plan.shown, startAt: tourStore.getState().resumeAt });
    }, TOUR.startDelayMs);
    return () => {
      window.clearTimeout(timer);
      setTour(null);
    };
  }, [asked, modalOpen]);

  if (!tour) return null;
  return (
    <Suspense fallback={null}>
      <GuidedTour steps={tour.steps} startAt={tour.startAt} />
    </Suspense>
  );
}
