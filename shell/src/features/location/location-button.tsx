/** The header's delivery location: where we deliver to now, and the way to change it. */
import { lazy, Suspense, useState } from 'react';
import { locationStore } from '@jara/state/location-store';
import { useStore } from '@jara/state/use-store';

const LocationPicker = lazy(async () => ({
  default: (await import('./location-picker')).LocationPicker,
}));
import styles from './location-button.module.css';

export function LocationButton() {
  const [open, setOpen] = useState(false);
  const address = useStore(locationStore, (state) => state.userLocation.address);
  const closest = useStore(locationStore, (state) => state.closestLocationName);
  const available = useStore(locationStore, (state) => state.deliveryAvailable);
  const label = available && address ? address : 'Set delivery location';

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setOpen(true)}
        data-testid="location-button"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
          />
        </svg>
        <span className={styles.text}>
          <span className={styles.label}>{label}</span>
          {available && closest && <span className={styles.closest}>near {closest}</span>}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <LocationPicker onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
