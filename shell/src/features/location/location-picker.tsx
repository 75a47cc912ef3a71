/**
 * The delivery location picker of spec section 2: the device's position when allowed, a search
 * over the country's location areas, and a signed-in customer's saved addresses. Each choice is
 * checked for delivery before it is kept.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { vendorsByAreaQuery } from '@jara/query/marketplace-queries';
import { locationStore } from '@jara/state/location-store';
import { useStore } from '@jara/state/use-store';
import { Button } from '@jara/ui/button';
import { Modal } from '@jara/ui/modal';
import { chooseDeliveryPlace, type DeliveryPlace } from './choose-delivery-place';
import { currentPosition } from './current-position';
import { AreaSearch } from './area-search';
import { SavedAddressList } from './saved-address-list';
import styles from './location-picker.module.css';

type Outcome = { tone: 'error' | 'info'; text: string } | null;

export interface LocationPickerProps {
  onClose: () => void;
  /** Told the place once it passed the delivery check, before the picker closes. */
  onChosen?: (place: DeliveryPlace) => void;
  title?: string;
  /** The caller checks the place itself: it is handed over as chosen, and kept nowhere. */
  unchecked?: boolean;
}

export function LocationPicker({
  onClose,
  onChosen,
  title = 'Where should we deliver?',
  unchecked = false,
}: LocationPickerProps) {
  const country = useStore(locationStore, (state) => state.country);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const choose = async (place: DeliveryPlace) => {
    if (unchecked) {
      onChosen?.(place);
      onClose();
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const availability = await chooseDeliveryPlace(place);
      if (availability.available) {
        onChosen?.(place);
        onClose();
        return;
      }
      setOutcome({
        tone: 'error',
        text: `We do not deliver to ${place.address} yet. Try a nearby area.`,
      });
    } catch {
      setOutcome({ tone: 'error', text: 'We could not check that place. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  const locateMe = async () => {
    setBusy(true);
    try {
      const position = await currentPosition();
      await choose({
        ...position,
        address: 'Current location',
        customer_address: '',
        locationArea: null,
      });
    } catch (error) {
      setOutcome({ tone: 'error', text: (error as Error).message });
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={title} size="md">
      <div className={styles.picker} aria-busy={busy}>
        <Button variant="secondary" block onClick={() => void locateMe()} disabled={busy}>
          Use my current location
        </Button>
        {outcome && (
          <p role="alert" className={outcome.tone === 'error' ? styles.error : styles.info}>
            {outcome.text}
          </p>
        )}
        <SavedAddressList
          disabled={busy}
          onChoose={(address) =>
            void choose({
              latitude: address.latitude,
              longitude: address.longitude,
              address: address.label || address.address,
              customer_address: address.address,
              locationArea: null,
            })
          }
        />
        <AreaSearch
          key={country}
          country={country}
          disabled={busy}
          onChoose={(area) => {
            // Silent background read: tells the customer how many stores serve the area.
            queryClient
              .fetchQuery(vendorsByAreaQuery(area.id))
              .then((vendors) =>
                // A hint never hides the answer of the delivery check, whichever comes first.
                setOutcome((shown) =>
                  shown?.tone === 'error'
                    ? shown
                    : { tone: 'info', text: `${vendors.length} stores deliver to ${area.name}.` },
                ),
              )
              .catch(() => undefined);
            void choose({
              latitude: area.latitude,
              longitude: area.longitude,
              address: area.name,
              customer_address: `${area.name}, ${area.state}`,
              locationArea: area,
            });
          }}
        />
      </div>
    </Modal>
  );
}
