/** A signed-in customer's saved addresses, one tap to deliver there. */
import { useQuery } from '@tanstack/react-query';
import type { SavedAddress } from '@jara/contracts/entities';
import { savedAddressesQuery } from '@jara/query/location-queries';
import { isLoggedIn, sessionStore } from '@jara/state/session-store';
import { useStore } from '@jara/state/use-store';
import styles from './location-picker.module.css';

interface Props {
  disabled: boolean;
  onChoose: (address: SavedAddress) => void;
}

export function SavedAddressList({ disabled, onChoose }: Props) {
  const signedIn = useStore(sessionStore, isLoggedIn);
  // Saved addresses are a shortcut; the area search still works without them.
  const { data: addresses = [] } = useQuery({ ...savedAddressesQuery(), enabled: signedIn });

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
