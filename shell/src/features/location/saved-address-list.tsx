/** A signed-in customer's saved addresses, one tap to deliver there. */
import { useEffect, useState } from 'react';
import { getAddresses } from '@jara/api/addresses';
import type { SavedAddress } from '@jara/contracts/entities';
import { isLoggedIn, sessionStore } from '@jara/state/session-store';
import { useStore } from '@jara/state/use-store';
import styles from './location-picker.module.css';

interface Props {
  disabled: boolean;
  onChoose: (address: SavedAddress) => void;
}

export function SavedAddressList({ disabled, onChoose }: Props) {
  const signedIn = useStore(sessionStore, isLoggedIn);
  const [addresses, setAddresses] = useState<SavedAddress[]>([]);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    getAddresses({ silent: true })
      .then((list) => current && setAddresses(list))
      // Saved addresses are a shortcut; the area search still works without them.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [signedIn]);

  if (!signedIn || addresses.length === 0) return null;
  return (
    <section className={styles.section} aria-label="Saved addresses">
      <h3 className={styles.heading}>Saved addresses</h3>
      <ul className={styles.list}>
        {addresses.map((address) => (
          <li key={address.uuid}>
            <button type="button" disabled={disabled} onClick={() => onChoose(address)}>
              <strong>{address.label}</strong>
              <span>{address.address}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
