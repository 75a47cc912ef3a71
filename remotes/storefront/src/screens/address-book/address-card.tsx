/** One saved address as the list shows it, with what the customer can do to it. */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { updateAddress } from '@jara/api/addresses';
import type { SavedAddress } from '@jara/contracts/entities';
import { rememberSavedAddress } from '@jara/query/address-queries';
import { Button } from '@jara/ui/button';
import { VisuallyHidden } from '@jara/ui/visually-hidden';
import styles from './address-book.module.css';

interface Props {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
}

export function AddressCard({ address, onEdit, onDelete }: Props) {
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState(false);

  // A refusal is told by the API client's toast; the card stays as it was.
  const makeDefault = async () => {
    setChoosing(true);
    try {
      rememberSavedAddress(queryClient, await updateAddress(address.uuid, { is_default: true }));
    } catch {
      setChoosing(false);
    }
  };

  const named = <VisuallyHidden> {address.label}</VisuallyHidden>;
  return (
    <li className={styles.card}>
      <h2 className={styles.label}>
        {address.label}
        {address.is_default && <span className={styles.badge}>Default</span>}
      </h2>
      <p className={styles.line}>{address.address}</p>
      {address.building && <p className={styles.detail}>Building: {address.building}</p>}
      {address.landmark && <p className={styles.detail}>Landmark: {address.landmark}</p>}
      {address.phone && <p className={styles.detail}>Phone: {address.phone}</p>}
      {address.instructions && (
        <p className={styles.detail}>Instructions: {address.instructions}</p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          Edit{named}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          Delete{named}
        </Button>
        {!address.is_default && (
          <Button variant="ghost" size="sm" loading={choosing} onClick={() => void makeDefault()}>
            Make default{named}
          </Button>
        )}
      </div>
    </li>
  );
}
