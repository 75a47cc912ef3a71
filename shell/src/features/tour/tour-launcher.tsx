/**
 * Asks for the guided tour on a device's first visit to the marketplace home, and runs any tour
 * asked for (there, or from the account menu). Only this and the tour's store load with the
 * layout; the runner and react-joyride load when a tour is asked for, so a device that has seen
 * the tour never loads them. A first visit asks once the page is idle: the tour points at the
 * page, so the page comes first.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from '@jara/state/use-store';
import { phases } from '../boot/load-phases';
import { isFirstVisit } from './is-first-visit';
import { hasSeenTour } from './tour-seen';
import { tourStore } from './tour-store';

const TourRunner = lazy(() => import('./tour-runner'));

export function TourLauncher() {
  const { pathname } = useLocation();
  const asked = useStore(tourStore, (state) => state.phase !== 'idle');

  useEffect(
    () =>
      phases.after('idle', () => {
        if (tourStore.getState().phase === 'idle' && isFirstVisit(pathname, hasSeenTour())) {
          tourStore.getState().request();
        }
      }),
    [pathname],
  );

  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <TourRunner />
    </Suspense>
  );
}
