/**
 * A first visit's offer of the tour: a small card at the foot of the screen, beside the page, not
 * over it. "Take the tour" runs it; "No thanks" remembers the answer, as finishing it would.
 */
import { Button } from '@jara/ui/button';
import { rememberTourSeen } from './tour-seen';
import { tourStore } from './tour-store';
import styles from './tour-offer.module.css';

export function TourOffer() {
  return (
    <aside className={styles.offer} aria-labelledby="tour-offer-title">
      <p id="tour-offer-title" className={styles.title}>
        New here?
      </p>
      <p className={styles.text}>A short tour shows where things are.</p>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => tourStore.getState().request()}>
          Take the tour
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            rememberTourSeen();
            tourStore.getState().end();
          }}
        >
          No thanks
        </Button>
      </div>
    </aside>
  );
}
