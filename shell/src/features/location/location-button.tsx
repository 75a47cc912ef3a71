/** The header's delivery location: where we deliver to now, and the way to change it. */
import { useState } from 'react';
import { locationStore } from '@jara/state/location-store';
import { useStore } from '@jara/state/use-store';
import { LocationPicker } from './location-picker';
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
        <span aria-hidden="true">📍</span>
        <span className={styles.text}>
          <span className={styles.label}>{label}</span>
          {available && closest && <span className={styles.closest}>near {closest}</span>}
        </span>
      </button>
      {open && <LocationPicker onClose={() => setOpen(false)} />}
    </>
  );
}
