/**
 * The customer's saved addresses (spec 7: `GET marketplace/address`), read from the cached list
 * the checkout and the shell's location picker share. Adding starts with the location picker,
 * then the form; editing opens the same form in the list's place.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { requestLocationPick } from '@jara/bus/location-request';
import type { SavedAddress } from '@jara/contracts/entities';
import { savedAddressesQuery } from '@jara/query/location-queries';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import frame from '../../widgets/screen-frame.module.css';
import { AddressCard } from './address-card';
import { AddressForm, CHANGE_LOCATION_TITLE } from './address-form';
import { placeFromPick, placeOfAddress, type AddressPlace } from './address-place';
import { DeleteAddressDialog } from './delete-address-dialog';
import styles from './address-book.module.css';

interface Editing {
  address?: SavedAddress;
  place: AddressPlace;
}

export function AddressBook() {
  const addresses = useQuery(savedAddressesQuery());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);

  const add = async () => {
    const picked = await requestLocationPick(CHANGE_LOCATION_TITLE);
    if (picked) setEditing({ place: placeFromPick(picked) });
  };
  const addButton = <Button onClick={() => void add()}>Add an address</Button>;

  if (editing) return <AddressForm {...editing} onDone={() => setEditing(null)} />;
  if (addresses.isError) {
    return (
      <LoadError message="We could not load your addresses." onRetry={() => addresses.refetch()} />
    );
  }
  if (!addresses.data) {
    return (
      <SkeletonGroup label="Loading your addresses" className={styles.list}>
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} height="8.5rem" shape="block" />
        ))}
      </SkeletonGroup>
    );
  }
  if (addresses.data.length === 0) {
    return (
      <div className={frame.message}>
        <p>You have no saved addresses yet. Save one and checkout fills it in for you.</p>
        {addButton}
      </div>
    );
  }
  return (
    <>
      <div>{addButton}</div>
      <ul className={styles.list} aria-label="Saved addresses">
        {addresses.data.map((address) => (
          <AddressCard
            key={address.uuid}
            address={address}
            onEdit={() => setEditing({ address, place: placeOfAddress(address) })}
            onDelete={() => setDeleting(address)}
          />
        ))}
      </ul>
      {deleting && <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
