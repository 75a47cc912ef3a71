/**
 * Offers the guided tour on a device's first visit to the marketplace home (a small prompt that
 * covers nothing: the visitor came for the stores), and runs any tour asked for (from the prompt
 * or the account menu). Only this, the prompt and the tour's store load with the layout; the
 * runner and react-joyride load when a tour is asked for, so a device that never takes it never
 * loads them. A first visit is offered it once the page is idle: the page comes first.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from '@jara/state/use-store';
import { phases } from '../boot/load-phases';
import { isFirstVisit } from './is-first-visit';
import { hasSeenTour } from './tour-seen';
import { TourOffer } from './tour-offer';
import { tourStore } from './tour-store';

const TourRunner = lazy(() => import('./tour-runner'));

export function TourLauncher() {
  const { pathname } = useLocation();
  const phase = useStore(tourStore, (state) => state.phase);

  useEffect(
    () =>
      phases.after('idle', () => {
        if (tourStore.getState().phase === 'idle' && isFirstVisit(pathname, hasSeenTour())) {
          tourStore.getState().offer();
        }
      }),
    [pathname],
  );

  if (phase === 'offered') return <TourOffer />;
  if (phase === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <TourRunner />
    </Suspense>
  );
}
