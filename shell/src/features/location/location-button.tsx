/**
 * The header's delivery location: where we deliver to now, and the way to change it. The address
 * comes first in the shopping header, so on a phone, where the row is shared with six other
 * controls, it says the one thing that matters in as few words as will do: the area ("Lekki
 * Phase 1"), or "Set location". Wider screens have room for the place as chosen and the area it
 * is near.
 */
import { lazy, Suspense, useState } from 'react';
import { locationStore } from '@jara/state/location-store';
import { useStore } from '@jara/state/use-store';
import styles from './location-button.module.css';

const LocationPicker = lazy(async () => ({
  default: (await import('./location-picker')).LocationPicker,
}));

/** One per page (the shopping header's): what the "Shop in Kenya?" answer hands focus to. */
export const LOCATION_BUTTON_ID = 'delivery-location-button';

export function LocationButton() {
  const [open, setOpen] = useState(false);
  const address = useStore(locationStore, (state) => state.userLocation.address);
  const areaName = useStore(locationStore, (state) => state.userLocation.locationArea?.name);
  const closest = useStore(locationStore, (state) => state.closestLocationName);
  const available = useStore(locationStore, (state) => state.deliveryAvailable);
  const placed = available && address !== '';

  return (
    <>
      <button
        type="button"
        id={LOCATION_BUTTON_ID}
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
        {placed ? (
          <span className={styles.text}>
            <span className={`${styles.label} ${styles.wide}`}>{address}</span>
            {closest && <span className={`${styles.closest} ${styles.wide}`}>near {closest}</span>}
            <span className={`${styles.label} ${styles.narrow}`}>
              {areaName || closest || address}
            </span>
          </span>
        ) : (
          <span className={styles.text}>
            <span className={styles.label}>
              Set <span className={styles.wide}>delivery </span>location
            </span>
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LocationPicker onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
